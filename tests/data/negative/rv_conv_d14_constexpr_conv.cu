// written blind to the code (conversions review): d14_constexpr_conv
struct S { constexpr operator int() const { return 4; } };
constexpr S s{};
int arr[s];
static_assert(s == 4, "");
template <int N> struct X {};
X<s> x;
