// < as template-argument-list opener vs less-than [temp.names]/3: names found as templates,
// non-templates compared with <, >> closing, >>= and >= after template-ids, casts in arguments
template<int N> struct int_c { static constexpr int value = N; };
template<class T> constexpr int tv = sizeof(T);
template<int N> constexpr int ntv = N;
template<class T> struct box { T v; };

constexpr int lt_gt() {
  int a = 1, b = 2, c = 3;
  bool r1 = a < b > c;            // (a < b) > c
  bool r2 = a < b && b > a;
  bool r3 = a<b || c>b;
  return r1 * 100 + r2 * 10 + r3;
}
static_assert(lt_gt() == 11);

static_assert(int_c<1>::value < int_c<2>::value);
static_assert(ntv<3> > ntv<2>);
static_assert(ntv<3> >= 3 && tv<int> >= 4);
static_assert(int_c<(ntv<4> > 3)>::value == 1);
static_assert(int_c<ntv<4> < 5>::value == 1);
static_assert(int_c<(4 >> 1)>::value == 2);
static_assert(box<box<int>>{{7}}.v.v == 7);
static_assert(int_c<int_c<int_c<5>::value>::value>::value == 5);

constexpr int shift_assign() { int x = 16; x >>= ntv<2>; return x; }
static_assert(shift_assign() == 4);
constexpr bool ge = ntv<2> >= ntv<1>;
constexpr bool gt_eq = ntv<2> >=2;
static_assert(ge && gt_eq);

// a variable that is not a template is parsed with less-than
constexpr int value = 5, limit = 3;
static_assert(!(value < limit) && value > limit);
template<class T> constexpr bool less_than_size(T v) { return v < sizeof(T); }
static_assert(less_than_size(2) && !less_than_size(100));

// dependent member templates need template; dependent non-templates use <
template<class T> constexpr bool compare(T t) { return t.n < 10 && T::m < 10 && T::template tm<1>::value; }
struct has_members { int n = 1; static constexpr int m = 2; template<int> struct tm { static constexpr bool value = true; }; };
static_assert(compare(has_members{}));
template<class T> constexpr int cast_arg = int_c<static_cast<int>(sizeof(T)) * 2>::value;
static_assert(cast_arg<short> == 4 && int_c<(int)1.5>::value == 1);
