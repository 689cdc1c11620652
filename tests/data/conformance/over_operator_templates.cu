// operator function templates and expression-template style overloading [temp.over], [over.oper]
// constrained by SFINAE, deducing from nested templates, operators on class templates
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { using type = T; };
template <class T> struct is_expr { static constexpr bool value = false; };
template <class L, class R, class Op> struct binary_expr;
template <class L, class R, class Op> struct is_expr<binary_expr<L, R, Op>> { static constexpr bool value = true; };
template <class T, int N> struct vec;
template <class T, int N> struct is_expr<vec<T, N>> { static constexpr bool value = true; };
struct add_op { template <class A, class B> static auto apply(A a, B b) { return a + b; } };
struct mul_op { template <class A, class B> static auto apply(A a, B b) { return a * b; } };
template <class L, class R, class Op>
struct binary_expr {
  const L& l; const R& r;
  auto operator[](int i) const { return Op::apply(l[i], r[i]); }
};
template <class T, int N>
struct vec {
  T d[N];
  T operator[](int i) const { return d[i]; }
  template <class E, class = typename enable_if<is_expr<E>::value>::type>
  vec& operator=(const E& e) { for (int i = 0; i < N; ++i) d[i] = e[i]; return *this; }
};
template <class L, class R, class = typename enable_if<is_expr<L>::value && is_expr<R>::value>::type>
binary_expr<L, R, add_op> operator+(const L& l, const R& r) { return {l, r}; }
template <class L, class R>
typename enable_if<is_expr<L>::value && is_expr<R>::value, binary_expr<L, R, mul_op>>::type
operator*(const L& l, const R& r) { return {l, r}; }
template <class T, int N, int M> bool operator==(const vec<T, N>&, const vec<T, M>&) { return N == M; }
int main() {
  vec<int, 3> a{{1, 2, 3}}, b{{4, 5, 6}}, c{};
  c = a + b * a;
  vec<int, 3> d{};
  d.operator=(operator+(a, a));
  return c[2] + d[1] + (a == b) - 26;
}
