// fold-operator [expr.prim.fold]: == != < > <= >= && || , .* ->* ; empty-pack values of
// && (true), || (false) and , (void()) [temp.variadic]/10
template<class... Ts> constexpr bool f_eq(Ts... ts) { return (... == ts); }
template<class... Ts> constexpr bool f_ne(Ts... ts) { return (ts != ...); }
template<class... Ts> constexpr bool f_lt(Ts... ts) { return (... < ts); }
template<class... Ts> constexpr bool f_gt(Ts... ts) { return (ts > ...); }
template<class... Ts> constexpr bool f_le(Ts... ts) { return (false <= ... <= ts); }
template<class... Ts> constexpr bool f_ge(Ts... ts) { return (ts >= ... >= true); }
template<class... Ts> constexpr bool f_and(Ts... ts) { return (ts && ...); }
template<class... Ts> constexpr bool f_or(Ts... ts) { return (... || ts); }
template<class... Ts> constexpr int f_comma(Ts... ts) { int n = 0; (..., (n = n * 10 + ts)); return n; }
template<class... Ts> constexpr void f_empty_comma(Ts... ts) { return (ts, ...); }

static_assert(f_eq(true, true) && !f_eq(1, 2));
static_assert(f_ne(1, 2) && !f_ne(2, 2));
static_assert(f_lt(1, 2) && !f_lt(2, 1));
static_assert(f_gt(3, 2) && !f_gt(2, 3));
static_assert(f_le(true) && f_le(false));
static_assert(f_ge(true) && !f_ge(false));
static_assert(f_and() && f_and(true, 1, 'a') && !f_and(true, 0));
static_assert(!f_or() && f_or(0, 0, 1) && !f_or(false));
static_assert(f_comma(1, 2, 3) == 123 && f_comma() == 0);

// comparison of adjacent pairs expanded inside && (the idiomatic "all sorted")
template<int... Is> struct seq {};
template<int... Is> constexpr bool strictly_increasing(seq<Is...>, seq<Is...>) { return true; }
template<class T, class... Ts> constexpr bool all_equal(T first, Ts... rest) { return ((first == rest) && ...); }
template<class T, class... Ts> constexpr bool any_equal(T needle, Ts... hay) { return (... || (needle == hay)); }
static_assert(all_equal(1, 1, 1) && !all_equal(1, 1, 2) && all_equal(5));
static_assert(any_equal(3, 1, 2, 3) && !any_equal(3));

// .* and ->* folds walk a chain of member pointers
struct leaf { int value; };
struct mid { leaf l; };
struct root { mid m; };
template<class T, class... Ms> constexpr auto& walk(T& obj, Ms... ms) { return (obj .* ... .* ms); }
template<class T, class... Ms> constexpr auto& walk_ptr(T* p, Ms... ms) { return (p ->* ... ->* ms); }
constexpr int follow() {
  root r{{{42}}};
  root* pr = &r;
  int a = walk(r, &root::m, &mid::l, &leaf::value);
  int b = walk_ptr(pr, &root::m).l.value;
  return a + b;
}
static_assert(follow() == 84);
