// options: --c++20 --gnu_version=120200
// member-declarator: identifier(opt) : constant-expression brace-or-equal-initializer(opt)
// [class.bit], [class.mem] default member initializers on bit-fields (C++20)
struct flags {
  unsigned readable : 1 = 1;
  unsigned writable : 1 {0};
  unsigned executable : 1 = true;
  unsigned : 5;
  unsigned mode : 4 = 0x7;
  int delta : 8 {-3};
};
template <unsigned W>
struct counter {
  unsigned value : W = (1u << (W - 1));
  unsigned overflow : 1 {};
};
int a_global;
constexpr int two = 2;
struct tricky {
  int a : two = 1;
  int y1 : true ? 8 : a_global = 42;
  int y3 : (true ? 8 : two) = 42;
  unsigned z : 1 || new int { 0 };
  int c : (two | 1) {3};
};
int main() {
  flags f;
  counter<4> c;
  tricky t;
  constexpr flags cf{};
  static_assert(cf.readable == 1 && cf.mode == 7 && cf.delta == -3);
  static_assert(counter<4>{}.value == 8);
  static_assert(tricky{}.y3 == 42 && tricky{}.c == 3);
  return f.writable + c.overflow + t.a - 1;
}
