// options: --c++17 --gnu_version=120200 --allow_managed
// tests: __managed__ rvalue-reference and lvalue-reference variables in a namespace
int g;
namespace n {
  __attribute__((managed)) __attribute__((device)) int &r = g;
  __attribute__((managed)) __attribute__((device)) int &&rr = 3;
}
