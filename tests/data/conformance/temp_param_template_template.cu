// type-parameter: template-head type-parameter-key identifier(opt) = id-expression [temp.param]
// template template parameters: plain, with defaults, variadic, P0522 matching (C++17)
template <class T, class A = void> struct vector { T v; using alloc = A; };
template <class T> struct list { T v; };
template <class K, class V> struct map { K k; V v; };
template <class... Ts> struct tuple {};
template <class T, int N> struct array { T d[N]; };
template <template <class> class C> struct wrap1 { C<int> c; };
template <template <class...> class C, class... Args> struct wrap_var { using type = C<Args...>; };
template <template <class, class = void> class C = vector> struct wrap_def { C<int> c; };
template <template <class T, int N> class Arr> struct wrap_arr { Arr<char, 4> a; };
template <template <class> class... Cs> struct wrap_pack { static constexpr unsigned long n = sizeof...(Cs); };
template <template <template <class> class> class Meta> struct higher { Meta<list> m; };
template <template <auto> class V> struct wrap_auto { static constexpr int v = V<3>::value; };
template <auto N> struct val { static constexpr int value = int(N) * 2; };
template <template <typename> typename C> struct typename_key { C<long> c; };
template <class T> struct rebind_first;
template <template <class...> class C, class T, class... Rest>
struct rebind_first<C<T, Rest...>> { template <class U> using type = C<U, Rest...>; };
template <template <class> class C, class T> C<T> make(T t) { return C<T>{t}; }
template <class T, template <class...> class Primary> struct is_specialization { static constexpr bool value = false; };
template <template <class...> class Primary, class... Args>
struct is_specialization<Primary<Args...>, Primary> { static constexpr bool value = true; };
int main() {
  wrap1<list> a{{1}};
  wrap1<vector> b{{2}};
  wrap_var<map, int, char>::type m{3, 'c'};
  wrap_var<tuple>::type t;
  wrap_def<> d{{4}};
  wrap_arr<array> wa{};
  static_assert(wrap_pack<list, vector>::n == 2 && wrap_pack<>::n == 0, "");
  higher<wrap1> h{};
  static_assert(wrap_auto<val>::v == 6, "");
  typename_key<list> tk{{5}};
  rebind_first<map<int, char>>::type<long> rb{6, 'x'};
  static_assert(is_specialization<map<int, int>, map>::value && !is_specialization<int, list>::value, "");
  (void)t;
  return a.c.v + b.c.v + m.k + d.c.v + wa.a.d[0] + h.m.c.v + int(tk.c.v) + int(rb.k) + make<list>(1).v - 22;
}
