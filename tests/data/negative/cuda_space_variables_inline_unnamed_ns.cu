// options: --c++17 --gnu_version=120200 --allow_managed
// variables of every memory space in inline unnamed namespaces (and an inline namespace inside an unnamed one); a named inline namespace is fine
inline namespace { __attribute__((constant)) int c; __attribute__((shared)) int s; __attribute__((managed)) __attribute__((device)) int m; int plain; }
namespace { inline namespace in { __attribute__((device)) int d2; } }
inline namespace named { __attribute__((device)) int d3; }
