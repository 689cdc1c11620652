// default template-arguments for function templates and class template members [temp.param]/10-14
// merged defaults across declarations, defaults referring to earlier parameters, with packs
template <class T = int, class U = T*> constexpr unsigned long sizes() { return sizeof(T) * 10 + sizeof(U); }
template <class T, int N = sizeof(T)> constexpr int width(T) { return N; }
template <class T, class Cmp = struct default_less> constexpr bool ordered(T a, T b);
struct default_less { template <class T> constexpr bool operator()(const T& a, const T& b) const { return a < b; } };
template <class T, class Cmp> constexpr bool ordered(T a, T b) { return Cmp()(a, b); }
struct greater { template <class T> constexpr bool operator()(const T& a, const T& b) const { return a > b; } };
template <class T = void, class... Rest> constexpr unsigned long packed() { return sizeof...(Rest); }
template <class F = int (*)(int)> constexpr int call(F f = nullptr) { return f ? f(2) : -1; }
constexpr int twice(int x) { return 2 * x; }
template <class T>
struct vec {
  template <class U = T> constexpr U get() const { return U(4); }
  template <class Alloc = T, int Cap = 8> static constexpr int capacity() { return Cap; }
  template <class It, class = decltype(*It())> constexpr vec(It, It) {}
  constexpr vec() = default;
};
template <class A, class B = A> struct pair_default { A a; B b; };
template <class T, class U = typename T::value_type> constexpr U front(const T& t) { return t.v; }
struct holder { using value_type = long; long v = 6; };
template <class T = decltype(nullptr)> constexpr bool is_null(T t = T()) { return t == nullptr; }
static_assert(sizes() == 48 && sizes<char>() == 18 && sizes<char, char>() == 11, "");
static_assert(width(1L) == 8 && width<char, 3>('a') == 3, "");
static_assert(ordered(1, 2) && ordered<int, greater>(2, 1), "");
static_assert(packed() == 0 && packed<int, char, long>() == 2, "");
static_assert(call() == -1 && call(twice) == 4, "");
static_assert(vec<int>().get() == 4 && vec<int>().get<double>() == 4.0 && vec<int>::capacity() == 8, "");
static_assert(vec<int>::capacity<char, 2>() == 2 && front(holder{}) == 6 && is_null(), "");
int main() {
  int arr[2] = {};
  vec<int> v(arr, arr + 2);
  pair_default<int> p{1, 2};
  (void)v;
  return p.a + p.b - 3;
}
