// options: --c++17 --gnu_version=120200 --allow_managed
// memory space attributes on static data members: an error at each attribute
struct S { static __attribute__((constant)) int c; static __attribute__((managed)) __attribute__((device)) int m; static __attribute__((shared)) int s; static __attribute__((device)) __attribute__((constant)) int dc; };
