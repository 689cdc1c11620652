// C++17 conformance: pack expansions
// [temp.variadic] p5 initializer-list expansions: braced-init-lists {xs...}, {f(xs)...},
// parenthesised expression-lists T(xs...), new T(xs...), return {xs...}, and arrays sized by packs
template <class... Ts> struct tuple_like;
template <> struct tuple_like<> {};
template <class T, class... Ts> struct tuple_like<T, Ts...> { T head; tuple_like<Ts...> tail; };
struct point3 { int x, y, z; point3(int a, int b, int c) : x(a), y(b), z(c) {} };
struct agg { int a, b, c; };
constexpr int sq(int v) { return v * v; }
template <class... Ts> int to_array(Ts... xs) {
  int arr[] = {xs...};                            // braced list
  int squares[sizeof...(xs)] = {sq(xs)...};       // pattern around each element
  int with_extra[] = {0, xs..., 0};
  return arr[0] + squares[1] + with_extra[sizeof...(xs) + 1];
}
template <class T, class... Args> T make_paren(Args... args) { return T(args...); }     // paren-list
template <class T, class... Args> T make_brace(Args... args) { return T{args...}; }     // braced cast
template <class T, class... Args> T* make_new(Args... args) { return new T(args...); }
template <class T, class... Args> T* make_new_brace(Args... args) { return new T{args...}; }
template <class T, class... Args> T ret_brace(Args... args) { return {args...}; }        // return list
template <class... Args> int direct(Args... args) {
  point3 p(args...);                              // direct-initialisation
  agg a{args...};
  agg b = {args...};                              // copy-list-initialisation
  tuple_like<Args...> t{args...};                 // nested aggregates filled by brace elision
  (void)t;
  return p.z + a.b + b.c;
}
int main() {
  point3 p = make_paren<point3>(1, 2, 3);
  agg a = make_brace<agg>(4, 5, 6);
  point3* q = make_new<point3>(7, 8, 9);
  agg* r = make_new_brace<agg>(1, 1, 1);
  agg s = ret_brace<agg>(2, 2, 2);
  int v = to_array(1, 2, 3) + direct(1, 2, 3) + p.x + a.c + q->y + r->a + s.b;
  delete q; delete r;
  return v - 42;
}
