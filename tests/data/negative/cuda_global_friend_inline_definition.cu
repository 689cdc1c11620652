// an inline __global__ friend defined in its class: the inline warning, then the friend-definition error at `friend`
struct S { friend inline __attribute__((global)) void k() {} };
