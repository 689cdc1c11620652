// A __device__ function template whose result is deduced (`auto f(T)`)
// is a call's candidate as any other: called from host code it is
// reported, its result printed `auto`, and so is the reference to a
// non-constexpr device function with a deduced result outside device
// code. From device code, or constexpr, it is not.
template <class T> __attribute__((device)) auto caller(T t) { return t; }
template <class T> __attribute__((host)) __attribute__((device)) auto hd(T t) { return t; }
template <class T> auto hostf(T t) { return t; }
template <class T> __attribute__((device)) constexpr auto ce(T t) { return t; }
int site() { return caller(1); }
int site3() { return hd(1) + hostf(2); }
__attribute__((device)) int dsite() { return caller(1); }
__attribute__((host)) __attribute__((device)) int hdsite() { return caller(1); }
int site4() { return ce(1); }
template <class T> int tsite(T t) { return caller(t) + caller(1); }
