// tests: variable templates with memory spaces: __host__ does not apply, inline ones need internal linkage in whole program mode; the rest is judged per instantiation
template<class T> __attribute__((shared)) T s1 = 1;
template<class T> __attribute__((host)) T s2;
template<class T> constexpr __attribute__((shared)) T s3{};
template<class T> __attribute__((managed)) __attribute__((shared)) T s4;
template<class T> __attribute__((managed)) __attribute__((device)) const T s5{};
template<class T> __attribute__((device)) T s6;
namespace { inline namespace { template<class T> __attribute__((device)) T s7; } }
template<class T> inline __attribute__((device)) T s8 = T(1);
template<class T> static inline __attribute__((device)) T s9 = T(1);
