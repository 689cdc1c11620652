// tests: kernel templates: the rules said at the template (ellipsis, member, launch bounds with maxnreg, exception specification, inline) and the result types judged only per instantiation
template<class T> __attribute__((global)) int k1(T x) { return 0; }
template<class T> __attribute__((global)) auto k2(T x) { return; }
template<class T> __attribute__((global)) void k3(T x, ...) { }
template<class T> __attribute__((global)) int k4(T x);
struct S { template<class T> __attribute__((global)) void m(T); };
template<class T> __attribute__((global)) void __attribute__((launch_bounds(32))) __attribute__((maxnreg(3))) k5(T x) { }
template<class T> __attribute__((global)) void k6(T x) noexcept { }
template<class T> inline __attribute__((global)) void k7(T x) { }
