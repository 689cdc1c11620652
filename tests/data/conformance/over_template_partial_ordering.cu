// function template overloading [temp.over], partial ordering [temp.func.order]:
// non-template preferred, more specialized template chosen (T*, const T&, T[N], packs)
constexpr int f(int) { return 0; }
template <class T> constexpr int f(T) { return 1; }
template <class T> constexpr int f(T*) { return 2; }
template <class T> constexpr int f(const T*) { return 3; }
template <class T, unsigned long N> constexpr int g(T (&)[N]) { return 1; }
template <class T> constexpr int g(T* const*) { return 2; }
template <class T> constexpr int g(const T&) { return 3; }
template <class... Ts> constexpr int h(Ts...) { return 1; }
template <class T, class... Ts> constexpr int h(T, Ts...) { return 2; }
template <class T> constexpr int h(T) { return 3; }
template <class T> struct box {};
template <class T> constexpr int b(T) { return 1; }
template <class T> constexpr int b(box<T>) { return 2; }
template <class T> constexpr int b(box<T*>) { return 3; }
template <class R, class... A> constexpr int fn(R (*)(A...)) { return 1; }
template <class R> constexpr int fn(R (*)()) { return 2; }
template <class C, class M> constexpr int mem(M C::*) { return 1; }
template <class C, class R> constexpr int mem(R (C::*)() const) { return 2; }
int func0() { return 0; }
int func1(int) { return 0; }
struct obj { int d; int m() const { return 0; } };
constexpr int arr[2] = {1, 2};
static_assert(f(1) == 0 && f(1L) == 1 && f(static_cast<int*>(nullptr)) == 2, "");
static_assert(f(static_cast<const int*>(nullptr)) == 3 && f<int>(1) == 1, "");
static_assert(g(arr) == 1 && g(&arr[0]) == 3 && g(static_cast<int* const*>(nullptr)) == 2, "");
static_assert(h() == 1 && h(1) == 3 && h(1, 2) == 2, "");
static_assert(b(0) == 1 && b(box<int>{}) == 2 && b(box<int*>{}) == 3, "");
static_assert(fn(&func0) == 2 && fn(&func1) == 1, "");
static_assert(mem(&obj::d) == 1 && mem(&obj::m) == 2, "");
int main() { return f(0); }
