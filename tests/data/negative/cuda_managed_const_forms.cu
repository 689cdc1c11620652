// options: --c++17 --gnu_version=120200 --allow_managed
// __managed__ variables whose type is const: a const pointer, a const array, a const typedef (a pointer to const is fine)
__attribute__((managed)) __attribute__((device)) const int *p = 0;
__attribute__((managed)) __attribute__((device)) int *const q = 0;
__attribute__((managed)) __attribute__((device)) const int a[2] = {1, 2};
typedef const int cint;
__attribute__((managed)) __attribute__((device)) cint c = 3;
