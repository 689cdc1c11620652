// A destructor overriding a base's virtual destructor (declared so, or
// through a base whose destructor is implicitly virtual) must have its
// space: the execution space mismatch errors name both destructors.
struct V { virtual ~V(); };
struct W : V { __attribute__((host)) __attribute__((device)) ~W() {} };
struct W2 : V { __attribute__((host)) __attribute__((device)) ~W2(); };
struct DV { __attribute__((device)) virtual ~DV() = default; };
struct DW : DV { ~DW() = default; };
struct DX : DV { __attribute__((device)) ~DX() = default; };
struct Plain { ~Plain(); };
struct NotVirtual : Plain { __attribute__((device)) ~NotVirtual(); };
