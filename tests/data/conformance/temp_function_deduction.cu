// template argument deduction from a function call [temp.deduct.call], [temp.deduct.type]:
// T, T*, T&, const T&, T&& (forwarding), T[N], arrays by reference, function/member pointers,
// template-ids, non-deduced contexts, deduction from nested pack positions
template <class T, class U> constexpr bool is_same_v = false;
template <class T> constexpr bool is_same_v<T, T> = true;
template <class T> struct id { using type = T; };
template <class... Ts> struct tuple {};
template <class T, int N> struct array {};
template <class T> constexpr T by_value(T t) { return t; }
template <class T> constexpr T* by_ptr(T* p) { return p; }
template <class T> constexpr int fwd(T&&) { return is_same_v<T, int&> ? 1 : is_same_v<T, int> ? 2 : 3; }
template <class T, unsigned long N> constexpr unsigned long extent(T (&)[N]) { return N; }
template <class T, unsigned long N> constexpr unsigned long extent2(const T (&)[N][2]) { return N; }
template <class R, class... A> constexpr unsigned long arity(R (*)(A...)) { return sizeof...(A); }
template <class C, class R> constexpr int mem(R C::*) { return sizeof(R); }
template <class T, int N> constexpr int arr_n(array<T, N>) { return N; }
template <class... Ts> constexpr unsigned long tsize(tuple<Ts...>) { return sizeof...(Ts); }
template <class T> constexpr T non_deduced(T a, typename id<T>::type b) { return a + b; }
template <class T, class... Rest> constexpr unsigned long head_rest(T, tuple<Rest...>) { return sizeof...(Rest); }
template <template <class, int> class C, class T, int N> constexpr int tt(C<T, N>) { return N * 10; }
template <class T> constexpr int const_ref(const T&) { return is_same_v<T, int[3]> ? 1 : 0; }
template <class T> constexpr T deflt(T t = T(5)) { return t; }
template <class T> constexpr int init_list_array(const T (&a)[3]) { return a[2]; }
template <class T> constexpr int ptr_to_ptr(T** p) { return p == nullptr; }
int fn3(int, char, long);
struct s { double d; };
int x = 0;
constexpr int carr[3] = {1, 2, 3};
constexpr int m2[4][2] = {};
static_assert(by_value(1.5) == 1.5 && by_ptr(&x) == &x && fwd(x) == 1 && fwd(1) == 2 && fwd(1.0) == 3);
static_assert(extent(carr) == 3 && extent2(m2) == 4 && arity(&fn3) == 3 && arity(fn3) == 3 && mem(&s::d) == 8);
static_assert(arr_n(array<int, 4>{}) == 4 && tsize(tuple<int, char>{}) == 2 && non_deduced(1.5, 2) == 3.5);
static_assert(head_rest(1, tuple<int, int, int>{}) == 3 && tt(array<char, 2>{}) == 20 && const_ref(carr) == 1);
static_assert(deflt<int>() == 5 && init_list_array({4, 5, 6}) == 6 && ptr_to_ptr<int>(nullptr) == 1);
static_assert(is_same_v<decltype(by_value("s")), const char*> && is_same_v<decltype(by_value(fn3)), int (*)(int, char, long)>);
int main() { return fwd(x) - 1; }
