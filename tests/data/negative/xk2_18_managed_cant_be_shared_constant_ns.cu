// options: --c++17 --gnu_version=120200 --allow_managed
// tests: __managed__ combined with __constant__ in a namespace, attribute order reversed (constant first)
namespace n { __attribute__((constant)) __attribute__((managed)) __attribute__((device)) int m; }
