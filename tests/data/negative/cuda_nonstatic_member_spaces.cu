// options: --c++17 --gnu_version=120200 --allow_managed
// space attributes on non-static data members do not apply: a warning at each, in the order written
struct S { __attribute__((device)) int a; __attribute__((constant)) int b; __attribute__((managed)) __attribute__((device)) int c; __attribute__((shared)) int d; __attribute__((host)) int e; };
