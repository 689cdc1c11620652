// static_assert-declaration [dcl.pre]: static_assert ( constant-expression ) (C++17) and
// with string-literal message, at namespace, class, block and template scope, dependent asserts
template<class T> struct is_pointer { static constexpr bool value = false; };
template<class T> struct is_pointer<T*> { static constexpr bool value = true; };

static_assert(true);
static_assert(sizeof(int) >= 2, "int too small");
static_assert(is_pointer<int*>::value && !is_pointer<int>::value, "is_pointer is broken");
static_assert(u8"message" != nullptr);
static_assert(1, R"(raw message)");
static_assert(1, "concatenated " "message");

namespace detail { static_assert(sizeof(void*) == 8, "64-bit only"); }

template<class T> struct only_pointers {
  static_assert(is_pointer<T>::value, "T must be a pointer");
  static_assert(sizeof(T) == sizeof(void*));
  T p;
};
only_pointers<int*> op{nullptr};

struct layout {
  int a;
  char b;
  static_assert(sizeof(int) == 4, "inside a class");
};
static_assert(sizeof(layout) == 8);

template<int N> constexpr int factorial() {
  static_assert(N >= 0, "negative factorial");
  if constexpr (N == 0) return 1;
  else return N * factorial<N - 1>();
}
static_assert(factorial<5>() == 120);

void block_scope() {
  static_assert(factorial<3>() == 6);
  constexpr int local = 3;
  static_assert(local == 3, "block-scope constexpr");
  auto lambda = [] { static_assert(sizeof(char) == 1); };
  lambda();
}
template<class... Ts> constexpr bool all_small() {
  static_assert(sizeof...(Ts) > 0, "need types");
  return ((sizeof(Ts) <= 8) && ...);
}
static_assert(all_small<int, char, double>());
