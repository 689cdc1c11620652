// fold-expression [expr.prim.fold]: ( cast-expression fold-operator ... ), ( ... fold-operator
// cast-expression ), ( e op ... op init ), ( init op ... op e ); associativity of each form
template<class... Ts> constexpr auto right_unary(Ts... ts) { return (ts - ...); }
template<class... Ts> constexpr auto left_unary(Ts... ts) { return (... - ts); }
template<class... Ts> constexpr auto right_binary(Ts... ts) { return (ts - ... - 100); }
template<class... Ts> constexpr auto left_binary(Ts... ts) { return (100 - ... - ts); }

static_assert(right_unary(10, 4, 3) == 10 - (4 - 3));
static_assert(left_unary(10, 4, 3) == (10 - 4) - 3);
static_assert(right_binary(10, 4, 3) == 10 - (4 - (3 - 100)));
static_assert(left_binary(10, 4, 3) == ((100 - 10) - 4) - 3);
static_assert(right_unary(7) == 7 && left_unary(7) == 7);
static_assert(right_binary() == 100 && left_binary() == 100);

// operands are cast-expressions: casts, unary operators, calls and member access
template<class... Ts> constexpr long sum_casts(Ts... ts) { return ((long)ts + ...); }
template<class... Ts> constexpr int sum_neg(Ts... ts) { return (... + -ts); }
template<class... Ts> constexpr int sum_deref(const Ts*... ps) { return (*ps + ... + 0); }
template<class... Ts> constexpr int sum_sizes(Ts... ts) { return (0 + ... + sizeof(ts)); }
template<class... Ts> constexpr int sum_members(Ts... ts) { return (ts.v + ...); }
template<class... Ts> constexpr int sum_static(Ts... ts) { return (static_cast<int>(ts) + ...); }

struct item { int v; };
constexpr int a = 1, b = 2;
static_assert(sum_casts(1, 2u, 'a') == 100);
static_assert(sum_neg(1, 2, 3) == -6);
static_assert(sum_deref(&a, &b) == 3);
static_assert(sum_sizes(char{}, short{}) == 3);
static_assert(sum_members(item{1}, item{2}, item{3}) == 6);
static_assert(sum_static(1.5, 2.5f, 3L) == 6);

// fold over non-type template parameter packs and over pack expansions with patterns
template<int... Is> constexpr int sum_squares = ((Is * Is) + ... + 0);
static_assert(sum_squares<1, 2, 3> == 14);
template<int... Is> struct seq { static constexpr int size = (0 + ... + (Is * 0 + 1)); };
static_assert(seq<5, 6, 7, 8>::size == 4);
template<class... Ts> constexpr bool all_ints = (... && __is_same(Ts, int));
static_assert(all_ints<int, int> && !all_ints<int, long> && all_ints<>);
