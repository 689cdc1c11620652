// simple-declaration: attribute-specifier-seq(opt) decl-specifier-seq ref-qualifier(opt) [ identifier-list ] initializer ;
// [dcl.struct.bind]/2 binding to array elements: by copy, lvalue ref, const ref, forwarding ref,
// parenthesized and braced initializers, multidimensional arrays, arrays of class type
struct rgb { unsigned char r, g, b; };
constexpr int copy_sum() {
  int a[3] = {1, 2, 3};
  auto [x, y, z] = a;
  a[0] = 100;
  return x + y + z;
}
constexpr int ref_modify() {
  int a[2] = {1, 2};
  auto& [p, q] = a;
  p = 10;
  q *= 3;
  return a[0] + a[1];
}
constexpr int forms() {
  int a[2] = {4, 5};
  auto [b1, b2](a);
  auto [c1, c2]{a};
  const auto& [d1, d2] = a;
  auto&& [e1, e2] = a;
  e1 = 1;
  return b1 + b2 + c1 + c2 + d1 + d2 + e2;
}
constexpr int rows() {
  int m[2][2] = {{1, 2}, {3, 4}};
  auto& [r0, r1] = m;
  auto& [a, b] = r1;
  return r0[1] + a + b;
}
constexpr int colors() {
  rgb px[2] = {{1, 2, 3}, {4, 5, 6}};
  auto [first, second] = px;
  return first.b + second.r;
}
static_assert(copy_sum() == 6 && ref_modify() == 16 && forms() == 29 && rows() == 9 && colors() == 7);
int main() {
  static int g[3] = {7, 8, 9};
  auto [g0, g1, g2] = g;
  return g0 + g1 + g2 - 24;
}
