// closure type conversion to function pointer [expr.prim.lambda.closure]/7-9: implicit
// conversion, unary +, conversion of generic lambdas, noexcept function pointers, constexpr
template<class T, class U> struct is_same { static constexpr bool value = false; };
template<class T> struct is_same<T, T> { static constexpr bool value = true; };

constexpr auto inc = [](int x) { return x + 1; };
constexpr int (*p1)(int) = inc;
constexpr auto p2 = +inc;
static_assert(is_same<decltype(p2), int (* const)(int)>::value);
static_assert(p1(1) == 2 && p2(2) == 3);

constexpr auto nothrow = [](int x) noexcept { return x; };
constexpr int (*p3)(int) noexcept = nothrow;
constexpr int (*p4)(int) = nothrow;
static_assert(noexcept(p3(1)) && !noexcept(p4(1)));

// a generic lambda converts to any matching function pointer type
constexpr auto twice = [](auto x) { return x + x; };
constexpr int (*pi)(int) = twice;
constexpr double (*pd)(double) = twice;
static_assert(pi(2) == 4 && pd(1.5) == 3.0);

// C-style callback APIs
using callback = void (*)(void*, int);
int sink = 0;
void register_cb(callback cb, void* ctx) { cb(ctx, 5); }
void install() {
  register_cb([](void* ctx, int v) { *static_cast<int*>(ctx) += v; }, &sink);
  register_cb(+[](void*, int) {}, nullptr);
}

// conversion in conditional operator and function template deduction
template<class R, class A> constexpr R call_ptr(R (*f)(A), A a) { return f(a); }
static_assert(call_ptr(+[](long v) { return v * 3; }, 2L) == 6);
constexpr bool pick = true;
constexpr int (*chosen)(int) = pick ? +[](int v) { return v; } : +[](int v) { return -v; };
static_assert(chosen(4) == 4);
constexpr int (*arr[])(int) = { [](int v) { return v; }, inc, [](int) { return 0; } };
static_assert(arr[1](1) == 2);
