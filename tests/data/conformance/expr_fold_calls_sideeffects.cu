// fold-expressions whose operands are calls [expr.prim.fold]: comma folds of calls (ordered
// left to right), short-circuiting && / || over predicates, folds over member calls and lambdas
template<class... Fs> constexpr int call_all(Fs... fs) { int n = 0; ((n = n * 10 + fs()), ...); return n; }
static_assert(call_all([] { return 1; }, [] { return 2; }, [] { return 3; }) == 123);

struct recorder {
  int log[8]{};
  int n = 0;
  constexpr bool record(int v) { log[n++] = v; return v != 0; }
};
template<class... Ts> constexpr int record_all(Ts... ts) { recorder r; (r.record(ts), ...); return r.n; }
template<class... Ts> constexpr int record_until_zero(Ts... ts) { recorder r; (r.record(ts) && ...); return r.n; }
template<class... Ts> constexpr int record_until_nonzero(Ts... ts) { recorder r; (r.record(ts) || ...); return r.n; }
static_assert(record_all(1, 0, 2, 0) == 4);
static_assert(record_until_zero(1, 2, 0, 3, 4) == 3);
static_assert(record_until_nonzero(0, 0, 5, 0) == 3);

// fold over a pack of function calls with an index pack (tuple for_each)
template<class... Ts> struct tuple;
template<> struct tuple<> {};
template<class T, class... Ts> struct tuple<T, Ts...> { T head; tuple<Ts...> tail; };
template<int I> struct index {};
template<class T, class... Ts> constexpr const T& get(const tuple<T, Ts...>& t, index<0>) { return t.head; }
template<int I, class T, class... Ts> constexpr const auto& get(const tuple<T, Ts...>& t, index<I>) { return get(t.tail, index<I - 1>{}); }
template<int... Is> struct iseq {};
template<class Tup, class F, int... Is> constexpr void for_each_impl(const Tup& t, F& f, iseq<Is...>) { (f(get(t, index<Is>{})), ...); }
constexpr int sum_tuple() {
  tuple<int, long, short> t{1, {2, {3, {}}}};
  int s = 0;
  auto add = [&s](auto v) { s = s * 10 + int(v); };
  for_each_impl(t, add, iseq<0, 1, 2>{});
  return s;
}
static_assert(sum_tuple() == 123);

// fold of calls returning values combined with +, and of calls to overloaded functions
constexpr int weight(int) { return 1; }
constexpr int weight(double) { return 10; }
constexpr int weight(const char*) { return 100; }
template<class... Ts> constexpr int total_weight(Ts... ts) { return (weight(ts) + ... + 0); }
static_assert(total_weight(1, 2.0, "x", 3) == 112);
template<class... Ts> constexpr int max_of(Ts... ts) { int m = 0; ((m = ts > m ? ts : m), ...); return m; }
static_assert(max_of(3, 9, 4) == 9);
