// options: --c++17 --gnu_version=120200 --extended-lambda
// tests: __grid_constant__ on an extended lambda's parameter: a lambda is no kernel (said at its `(`)
void f() { auto l = [] __attribute__((device)) (const __attribute__((grid_constant)) int y) { return y; }; auto m = [](int) mutable {}; }
