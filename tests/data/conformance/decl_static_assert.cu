// static_assert-declaration: static_assert ( constant-expression ) ; | static_assert ( constant-expression , string-literal ) ;
// [dcl.pre]/10: at namespace, class, block scope, in templates (dependent, checked at instantiation),
// with every string-literal kind and concatenation
template <class T> struct is_trivially_small { static constexpr bool value = sizeof(T) <= 16; };
static_assert(sizeof(char) == 1);
static_assert(sizeof(int) >= 2, "int is at least 16 bits");
static_assert(true, u8"utf-8 message");
static_assert(alignof(double) >= 4, "concatenated " "message " "pieces");
static_assert(L'a' == 'a', L"wide message");
static_assert(sizeof(void*) == 8, u"utf-16" " concatenated with plain");
static_assert(((true)), "parenthesized " R"(raw)" " message");
static_assert(noexcept(1 + 1) && !false);
template <class T, int N> struct fixed_buffer {
  static_assert(N > 0, "buffer must not be empty");
  static_assert(is_trivially_small<T>::value);
  T data[N];
  template <int I> T& at() { static_assert(I < N, "index out of range"); return data[I]; }
};
struct layout { int a; char b; static_assert(sizeof(int) == 4); };
static_assert(sizeof(layout) == 8 && __builtin_offsetof(layout, b) == 4, "");
template <class... Ts> constexpr int count() { static_assert(sizeof...(Ts) < 10); return sizeof...(Ts); }
int main() {
  static_assert(count<int, char>() == 2, "two");
  fixed_buffer<int, 3> fb{};
  fb.at<2>() = 4;
  auto lam = [] { static_assert(sizeof(long long) == 8); return 1; };
  return fb.at<2>() + lam() - 5;
}
