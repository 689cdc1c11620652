// function-body: = default ;  [dcl.fct.def.default]: explicitly-defaulted special members in class and
// out of class (first declaration vs later), with noexcept, constexpr, and in templates; defaulted
// comparison operators are C++20 and not used here
struct trivial {
  trivial() = default;
  trivial(const trivial&) = default;
  trivial(trivial&&) noexcept = default;
  trivial& operator=(const trivial&) = default;
  trivial& operator=(trivial&&) = default;
  ~trivial() = default;
  int v;
};
struct out_of_line {
  out_of_line();
  out_of_line(const out_of_line&);
  out_of_line& operator=(const out_of_line&);
  ~out_of_line();
  int v = 4;
};
out_of_line::out_of_line() = default;
out_of_line::out_of_line(const out_of_line&) = default;
out_of_line& out_of_line::operator=(const out_of_line&) = default;
out_of_line::~out_of_line() = default;
inline constexpr struct tag_t { constexpr tag_t() = default; } tag{};
template <class T> struct wrapper {
  T value{};
  constexpr wrapper() = default;
  constexpr wrapper(const wrapper&) = default;
  wrapper& operator=(const wrapper&) & = default;
  constexpr explicit wrapper(T v) : value(v) {}
};
struct base { virtual ~base() = default; protected: base() = default; };
struct derived : base { derived() = default; ~derived() override = default; };
struct privately_defaulted { private: privately_defaulted() = default; public: static privately_defaulted make() { return {}; } };
static_assert(__is_trivially_copyable(trivial) && __has_trivial_constructor(trivial), "");
static_assert(!__is_trivially_copyable(out_of_line) && __is_trivially_copyable(wrapper<int>), "");
constexpr wrapper<int> w0;
constexpr wrapper<int> w1(3);
constexpr wrapper<int> w2 = w1;
static_assert(w0.value == 0 && w2.value == 3, "");
int main() {
  trivial t{}; trivial t2 = t; t2 = static_cast<trivial&&>(t);
  out_of_line o, o2(o); o2 = o;
  derived d;
  wrapper<long> wl; wl = wrapper<long>(5);
  (void)privately_defaulted::make();
  (void)tag;
  return t2.v + o2.v + int(wl.value) - 9;
}
