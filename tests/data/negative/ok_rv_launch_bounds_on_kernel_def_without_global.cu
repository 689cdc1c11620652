// review: launch_bounds_on_kernel_def_without_global
__attribute__((global)) void k();
__attribute__((launch_bounds(128))) void k() {}
__attribute__((global)) void k2();
__attribute__((maxnreg(32))) void k2() {}
template <class T> __attribute__((global)) void k3(T);
template <class T> __attribute__((launch_bounds(64, 2))) void k3(T) {}
template <class T> __attribute__((global)) void k4(T);
template <> __attribute__((launch_bounds(128))) void k4<int>(int) {}
