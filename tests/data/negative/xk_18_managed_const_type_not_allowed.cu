// options: --c++17 --gnu_version=120200 --allow_managed
// tests: const-qualified __managed__ variable
__attribute__((managed)) __attribute__((device)) const int m = 1;
