// conversion-function-id [class.conv.fct] as an id-expression: x.operator T(), explicit
// conversion to pointer / reference / template-dependent types, &C::operator T
struct handle {
  int id;
  constexpr operator int() const { return id; }
  constexpr explicit operator bool() const { return id != 0; }
  constexpr operator const int*() const { return &id; }
  constexpr operator const long&() const { return lid; }
  long lid = 8;
  template<class T> constexpr operator T*() const { return nullptr; }
};

constexpr handle h{7};
static_assert(h.operator int() == 7);
static_assert(h.operator bool());
static_assert(*h.operator const int*() == 7);
static_assert(h.operator const long&() == 8);
static_assert(h.operator double*() == nullptr);
static_assert(h.operator char*() == nullptr);

template<class T> struct optional_like {
  T value; bool engaged;
  constexpr explicit operator bool() const noexcept { return engaged; }
  constexpr operator T() const { return value; }
};
template<class T> constexpr T unwrap(const optional_like<T>& o) { return o.operator T(); }
static_assert(unwrap(optional_like<int>{3, true}) == 3);
static_assert(optional_like<long>{4, true}.operator long() == 4);
static_assert(optional_like<int>{0, true}.operator bool());

// pointer to conversion function member
constexpr int (handle::*to_int)() const = &handle::operator int;
static_assert((h.*to_int)() == 7);

struct derived : handle {
  using handle::operator int;
  constexpr derived(int i) : handle{i} {}
};
static_assert(derived{5}.operator int() == 5 && static_cast<int>(derived{6}) == 6);

template<class To, class From> constexpr To convert(const From& f) { return f.operator To*() == nullptr ? To{} : To{1}; }
static_assert(convert<int>(h) == 0);
