// maximal munch [lex.pptoken]/3 and its exceptions: >> closing two template argument lists
// [temp.names]/3, the <:: rule [lex.pptoken]/3.2, a+++b, x- -y, ->* and .* tokens
template<class T> struct box { using type = T; T v; };
template<int N> struct ic { static constexpr int value = N; };
namespace ns { struct S { int m; }; }

box<box<int>> nested{};
box<box<box<int>>> deeper{};
static_assert(ic<(8 >> 1)>::value == 4);
static_assert(ic<ic<(16 >> 2)>::value>::value == 4);
static_assert(sizeof(box<box<int>>) == sizeof(int));

// <:: is not the digraph <: followed by : unless the next character is : or >
box<::ns::S> qualified{};
int arr<:::ns::S{2}.m:> = {};
static_assert(sizeof arr == 2 * sizeof(int));

constexpr int munch() {
  int a = 1, b = 2, x = 5, y = 3;
  int r = a+++b;        // (a++) + b
  r += x- -y;           // x - (-y)
  r += x-- - --y;       // (x--) - (--y)
  r += - -a;
  r += ~-b;
  return r * 100 + a * 10 + b;
}
static_assert(munch() == 1722);

struct pm_test { int v; constexpr int get() const { return v; } };
constexpr int member_ptrs() {
  pm_test obj{4};
  const pm_test* p = &obj;
  int pm_test::*pv = &pm_test::v;
  int (pm_test::*pf)() const = &pm_test::get;
  return obj.*pv + p->*pv + (obj.*pf)() + (p->*pf)();
}
static_assert(member_ptrs() == 16);

template<int... Is> constexpr int sum = (Is + ... + 0);
static_assert(sum<1,2,3> == 6 && sum<> == 0);
static_assert(1.f+.5f == 1.5f);
