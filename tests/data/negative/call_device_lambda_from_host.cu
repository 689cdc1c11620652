// options: --c++17 --gnu_version=120200 --extended-lambda
// A __device__ lambda called from host code: the reference reports the
// call twice (its operator() named after the enclosing function and the
// lambda's instance, then mangled) and the reference to a __device__
// function with a deduced result, after the later calls of its
// full-expression.
void h() {
  auto l = [] __attribute__((device)) (int x) { return x + 1; };
  int a = l(1);
  auto m = [] (int x) { return x + 1; };
  int b = m(2);
}
__attribute__((device)) void d() {
  auto m = [] (int x) { return x + 1; };
  int b = m(2);
  auto l = [] __attribute__((host)) (int x) { return x + 1; };
  int a = l(1);
}
