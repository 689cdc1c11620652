// options: --c++17 --gnu_version=120200 --allow_managed
// inline variables of each memory space in whole program mode: external ones are errors (static, unnamed-namespace and __shared__ ones are not)
inline __attribute__((constant)) int ic = 1;
static inline __attribute__((device)) int sd = 1;
namespace { inline __attribute__((device)) int ad = 1; }
inline __attribute__((managed)) __attribute__((device)) int im = 1;
inline __attribute__((shared)) int is;
struct S { static inline __attribute__((device)) int m = 1; };
inline int plain = 2;
