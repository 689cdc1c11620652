// decltype-specifier as nested-name-specifier [expr.prim.id.qual]: decltype(e)::member,
// decltype(e)::type, decltype(e)::template X<...>, decltype(f())::static_fn(), in base/expr contexts
template<class T, class U> struct is_same { static constexpr bool value = false; };
template<class T> struct is_same<T, T> { static constexpr bool value = true; };
template<class T> struct vec {
  using value_type = T;
  using size_type = unsigned long;
  static constexpr size_type npos = size_type(-1);
  template<class U> using rebind = vec<U>;
  template<class U> static constexpr bool same = is_same<T, U>::value;
  static constexpr vec make() { return {}; }
  enum kind { dense, sparse };
  struct iterator { static constexpr int category = 3; };
};
constexpr vec<int> v{};
constexpr vec<double> make_vd() { return {}; }

static_assert(decltype(v)::npos == ~0ul);
static_assert(is_same<decltype(v)::value_type, int>::value);
static_assert(is_same<decltype(v)::rebind<char>, vec<char>>::value);
static_assert(decltype(v)::same<int> && !decltype(v)::template same<long>);
static_assert(is_same<decltype(make_vd())::value_type, double>::value);
static_assert(decltype(make_vd())::sparse == 1 && decltype(v)::iterator::category == 3);
static_assert(is_same<decltype(decltype(v)::make()), vec<int>>::value);
constexpr decltype(v)::size_type n = 4;
static_assert(n == 4ul);

using from_call = decltype(make_vd())::value_type;
using from_temporary = decltype(vec<char>{})::value_type;
using from_member_template = decltype(v)::template rebind<long>::value_type;
static_assert(is_same<from_call, double>::value && is_same<from_temporary, char>::value);
static_assert(is_same<from_member_template, long>::value);

template<class T> constexpr auto value_type_of(T c) -> typename decltype(c)::value_type { return {}; }
static_assert(value_type_of(vec<long>{}) == 0L);
template<class T> constexpr bool dependent(T t) { return decltype(t)::template same<typename T::value_type>; }
static_assert(dependent(v));

struct base_holder { struct base { int b = 7; }; };
constexpr base_holder bh{};
struct derived : decltype(bh)::base { int d = 1; };
static_assert(derived{}.b == 7);

constexpr auto lam = [] { return vec<short>{}; };
static_assert(is_same<decltype(lam())::value_type, short>::value);
int arr[decltype(v)::iterator::category];
static_assert(sizeof arr == 3 * sizeof(int));
constexpr int local() { vec<char> c{}; using T = decltype(c)::value_type; return sizeof(T) + decltype(c)::dense; }
static_assert(local() == 1);
