// tests: __launch_bounds__ on a __device__ member function of a class template and on a function template
template<class T> struct S { __attribute__((device)) void __attribute__((launch_bounds(128, 2))) m() {} };
template<class T> __attribute__((host)) __attribute__((device)) void __attribute__((launch_bounds(64))) f(T) {}
