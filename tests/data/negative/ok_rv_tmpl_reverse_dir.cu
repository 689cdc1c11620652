int hf(int x) { return x; }
template<class T> T htf(T x) { return x; }
template<class T> struct H { T v; T get() const { return v; } static T sget() { return T(); } H() : v() {} };
__attribute__((device)) int d1() { return hf(1); }
__attribute__((device)) int d2() { return htf(2); }
__attribute__((device)) int d3() { H<int> h; return h.get(); }
__attribute__((device)) int d4() { return H<int>::sget(); }
__attribute__((global)) void k1() { hf(3); }
__attribute__((host)) __attribute__((device)) int hd() { return hf(4); }
template<class T> __attribute__((device)) T dt(T x) { return htf(x); }
__attribute__((device)) int d5() { return dt(1); }
