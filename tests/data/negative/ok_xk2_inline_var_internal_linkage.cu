// options: --c++17 --gnu_version=120200 --allow_managed
// tests: inline __device__/__constant__/__managed__ variables with internal linkage (static, unnamed namespace, nested in an unnamed namespace) are fine in whole program mode; a plain inline variable too
static inline __attribute__((device)) int a = 1;
static inline __attribute__((constant)) float b = 2.0f;
namespace { inline __attribute__((managed)) __attribute__((device)) int c; namespace in { inline __attribute__((device)) int d = 4; } }
namespace n { static inline __attribute__((constant)) int e = 5; }
inline int plain = 6;
