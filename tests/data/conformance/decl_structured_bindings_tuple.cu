// conformance program decl_structured_bindings_tuple: valid C++17 accepted by the reference front end
// [dcl.struct.bind]/4 tuple-like binding protocol: std::tuple_size<E>::value, std::tuple_element<i,E>::type,
// member get<i>() preferred over ADL get<i>(e); reference and value element types; const E
using size_t = decltype(sizeof 0);
namespace std {
template <class T> struct tuple_size;
template <size_t I, class T> struct tuple_element;
template <class T> struct tuple_size<const T> : tuple_size<T> {};
template <size_t I, class T> struct tuple_element<I, const T> { using type = const typename tuple_element<I, T>::type; };
}
namespace geo {
struct vec2 { float x, y; template <size_t I> constexpr float get() const { return I == 0 ? x : y; } };
template <class A, class B> struct pair { A a; B b; };
template <size_t I, class A, class B> constexpr auto& get(pair<A, B>& p) { if constexpr (I == 0) return p.a; else return p.b; }
template <size_t I, class A, class B> constexpr const auto& get(const pair<A, B>& p) { if constexpr (I == 0) return p.a; else return p.b; }
template <size_t I, class A, class B> constexpr auto&& get(pair<A, B>&& p) { if constexpr (I == 0) return static_cast<A&&>(p.a); else return static_cast<B&&>(p.b); }
struct ref_pair { int& l; int v; template <size_t I> int& get() { if constexpr (I == 0) return l; else return v; } };
}
template <> struct std::tuple_size<geo::vec2> { static constexpr size_t value = 2; };
template <size_t I> struct std::tuple_element<I, geo::vec2> { using type = float; };
template <class A, class B> struct std::tuple_size<geo::pair<A, B>> { static constexpr size_t value = 2; };
template <class A, class B> struct std::tuple_element<0, geo::pair<A, B>> { using type = A; };
template <class A, class B> struct std::tuple_element<1, geo::pair<A, B>> { using type = B; };
template <> struct std::tuple_size<geo::ref_pair> { static constexpr size_t value = 2; };
template <size_t I> struct std::tuple_element<I, geo::ref_pair> { using type = int&; };
constexpr float len2(geo::vec2 v) { auto [x, y] = v; return x * x + y * y; }
static_assert(len2({3, 4}) == 25);
constexpr int pair_sum() {
  geo::pair<int, long> p{1, 2};
  auto& [a, b] = p;
  a = 10;
  const auto& [ca, cb] = p;
  auto [va, vb] = geo::pair<int, long>{3, 4};
  return a + int(b) + ca + int(cb) + va + int(vb);
}
static_assert(pair_sum() == 31);
int main() {
  int x = 1;
  geo::ref_pair rp{x, 2};
  auto [l, v] = rp;
  l = 5;
  return x + v - 7;
}
