// options: --c++17 --gnu_version=120200 --allow_managed
// tests: inline __constant__ and __managed__ variables in a named namespace and a variable template in whole program mode
namespace n { inline __attribute__((constant)) float cf = 2.0f; }
template<class T> inline __attribute__((device)) T vt = T(1);
namespace n { inline __attribute__((managed)) __attribute__((device)) int im; }
