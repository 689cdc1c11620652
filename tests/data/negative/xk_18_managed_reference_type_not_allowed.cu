// options: --c++17 --gnu_version=120200 --allow_managed
// tests: __managed__ variable of reference type
int x;
__attribute__((managed)) __attribute__((device)) int &m = x;
