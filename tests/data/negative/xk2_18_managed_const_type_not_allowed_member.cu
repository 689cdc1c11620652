// options: --c++17 --gnu_version=120200 --allow_managed
// tests: a const __managed__ variable inside a namespace and a volatile const one; a __managed__ pointer-to-const is fine
namespace n {
  __attribute__((managed)) __attribute__((device)) const char *fine = 0;
  __attribute__((managed)) __attribute__((device)) const volatile int cv = 3;
}
