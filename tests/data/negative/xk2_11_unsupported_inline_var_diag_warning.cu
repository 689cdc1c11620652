// options: --c++17 --gnu_version=120200 --allow_managed --diag_warning=20191 --display_error_number
// tests: --diag_warning by number downgrades the inline device-variable linkage error (namespace, variable template, __managed__) to warnings
namespace n { inline __attribute__((constant)) float cf = 2.0f; }
template<class T> inline __attribute__((device)) T vt = T(1);
namespace n { inline __attribute__((managed)) __attribute__((device)) int im; }
static inline __attribute__((device)) int fine = 3;
