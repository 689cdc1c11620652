// conformance program decl_alias_declaration: valid C++17 accepted by the reference front end
// alias-declaration: using identifier attribute-specifier-seq(opt) = defining-type-id ;  [dcl.typedef]/2
// alias templates, aliases of function/array/member-pointer types, attributes, in class and block scope
using byte = unsigned char;
using handler = void (*)(int) noexcept;
using matrix3 = float[3][3];
using callback = int(int, const char*);
using aligned_int [[gnu::aligned(16)]] = int;
using deprecated_alias [[deprecated]] = long;
struct S { int v; void run() & {} };
using member_ptr = int S::*;
using run_ptr = void (S::*)() &;
template <class T> using ptr = T*;
template <class T, class U = T> using pair_fn = U (*)(T);
template <class... Ts> using first_t = decltype((Ts{}, ...));
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { using type = T; };
template <bool B, class T = void> using enable_if_t = typename enable_if<B, T>::type;
template <class T> enable_if_t<(sizeof(T) > 1), int> wide(T) { return 1; }
template <class T> struct container {
  using value_type = T;
  using reference = value_type&;
  template <class U> using rebind = container<U>;
};
void on_signal(int) noexcept {}
int half(int x) { return x / 2; }
int main() {
  using local = container<int>::rebind<char>;
  local::value_type c = 'x';
  byte b = 1; handler h = on_signal; h(0);
  matrix3 m = {}; ptr<int> p = nullptr; pair_fn<int> f = half;
  member_ptr mp = &S::v; run_ptr rp = &S::run;
  first_t<char, int> last = 3;
  aligned_int ai = 1;
  static_assert(alignof(aligned_int) == 16, "");
  return (c == 'x') + b + int(m[1][1]) + (p == nullptr) + f(4) + last + (mp != nullptr) + (rp != nullptr) + ai + wide(1L) - 12;
}
