// relational-expression and equality-expression [expr.rel], [expr.eq]: arithmetic, pointer,
// member pointer, nullptr and function pointer comparisons; > inside template arguments
template<bool B> struct bool_c { static constexpr bool value = B; };
template<int N> struct int_c { static constexpr int value = N; };

static_assert(1 < 2 && 2 > 1 && 1 <= 1 && 1 >= 1 && 1 == 1 && 1 != 2);
static_assert(-1 < 0 && 1.5 > 1 && 'a' < 'b' && 1u > 0 && 0.1 + 0.2 != 0.3);
static_assert((1 < 2) == true && (1 < 2) + (3 > 2) == 2 && (1 == 1) != (1 == 2));
static_assert(1 < 2 == 2 > 1);

constexpr int arr[4] = {};
static_assert(arr < arr + 1 && arr + 3 > arr && &arr[1] <= &arr[1] && arr + 4 >= arr);
static_assert(arr == &arr[0] && arr + 1 != arr && arr != nullptr);

struct S { int a; int b; int f() const; int g() const; };
static_assert(&S::a != &S::b && &S::a == &S::a && &S::f == &S::f && &S::f != nullptr);
constexpr int (*fp)() = nullptr;
static_assert(fp == nullptr && nullptr == fp && !(fp != nullptr));
static_assert(nullptr == nullptr && !(nullptr != nullptr));

// > and >= inside template arguments require parentheses, < does not
static_assert(bool_c<(2 > 1)>::value && bool_c<(2 >= 1)>::value && bool_c<1 < 2>::value);
static_assert(int_c<(3 > 2) + 1>::value == 2 && bool_c<(int_c<3>::value > 2)>::value);
static_assert(bool_c<1 != 2>::value && bool_c<1 == 1 && 2 <= 3>::value);

template<class T> struct wrapper { T v; };
template<class T> constexpr bool operator<(wrapper<T> a, wrapper<T> b) { return a.v < b.v; }
template<class T> constexpr bool operator==(wrapper<T> a, wrapper<T> b) { return a.v == b.v; }
template<class T> constexpr bool operator>(wrapper<T> a, wrapper<T> b) { return b < a; }
template<class T> constexpr bool operator!=(wrapper<T> a, wrapper<T> b) { return !(a == b); }
static_assert(wrapper<int>{1} < wrapper<int>{2} && wrapper<int>{2} > wrapper<int>{1});
static_assert(wrapper<int>{1} == wrapper<int>{1} && wrapper<int>{1} != wrapper<int>{3});

template<class T> constexpr bool in_range(T v, T lo, T hi) { return lo <= v && v < hi; }
static_assert(in_range(5, 0, 10) && !in_range(10, 0, 10));
enum class level { low, mid, high };
static_assert(level::low < level::high && level::mid != level::low && level::high >= level::mid);
