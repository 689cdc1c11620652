// options: --c++20 --gnu_version=120200
// [temp.param] type-constraint on template parameter packs (C... Ts, C<U>... Ts), constrained
// auto... parameters, requires-clauses with folds over concept-ids, requires-expressions over
// packs, and concept-ids with pack arguments
template <class T, class U> constexpr bool same_v = false;
template <class T> constexpr bool same_v<T, T> = true;
template <class T> concept integral = same_v<T, int> || same_v<T, long> || same_v<T, char>;
template <class T, class... Us> concept one_of = (same_v<T, Us> || ...);
template <class T, class... Us> concept all_same_as = (same_v<T, Us> && ...);
template <class F, class... Args> concept invocable = requires(F f, Args... args) { f(args...); };
template <integral... Ts> constexpr int count_ints(Ts...) { return sizeof...(Ts); }       // C... Ts
template <one_of<int, long>... Ts> constexpr int restricted(Ts... xs) { return (0 + ... + int(xs)); }  // C<U>... Ts
constexpr int abbreviated(integral auto... xs) { return (1 * ... * int(xs)); }            // C auto... xs
template <class... Ts> requires (integral<Ts> && ...) constexpr int folded(Ts...) { return 1; }
template <class... Ts> requires (!integral<Ts> || ...) constexpr int folded(Ts...) { return 2; }
template <class T, class... Ts> requires all_same_as<T, Ts...> constexpr int homogeneous(T, Ts...) { return 1 + sizeof...(Ts); }
template <class... Ts> constexpr bool addable_all = requires(Ts... xs) { (xs + ...); };
template <class... Ts> constexpr bool each_has_size = (requires(Ts t) { t.size(); } && ...);
template <class F, class... Args> requires invocable<F, Args...> constexpr int call(F f, Args... args) { return f(args...); }
template <class... Ts> struct variant_like {
  template <one_of<Ts...> U> constexpr variant_like(U) : index(0) {}                     // constraint naming the class pack
  int index;
};
struct sized { int size() const; };
static_assert(count_ints(1, 2L, 'c') == 3 && restricted(1, 2L) == 3 && abbreviated(2, 3L) == 6);
static_assert(folded(1, 2) == 1 && folded(1, 2.0) == 2 && homogeneous(1, 2, 3) == 3);
static_assert(addable_all<int, double> && !addable_all<int, sized>);
static_assert(each_has_size<sized, sized> && !each_has_size<sized, int>);
static_assert(call([](int a, int b) { return a * b; }, 3, 4) == 12);
static_assert(variant_like<int, double>(2.0).index == 0);
int main() { return 0; }
