// enum-specifier: enum-head { enumerator-list(opt) } | { enumerator-list , }  [dcl.enum]
// unscoped enums: implicit values, explicit values referring to earlier enumerators, trailing comma,
// anonymous enums, enums as class members, in templates, conversion to int, enumerator scope
enum color { red, green = 5, blue, alpha = green + blue, };
enum { anon_a = 1, anon_b = anon_a << 4 };
enum empty_enum {};
enum flags : unsigned { none = 0, read = 1u << 0, write = 1u << 1, exec = 1u << 2, all = read | write | exec };
struct file {
  enum mode { text, binary } m = text;
  enum : char { sep = '/' };
  enum state { ok, eof, bad = -1 };
  state st = ok;
};
template <int N> struct bits { enum { value = N * 8, mask = (1 << N) - 1 }; };
template <class T> struct is_enum_like { enum { yes = sizeof(T) <= sizeof(int) }; };
constexpr int to_int(color c) { return c; }
static_assert(blue == 6 && alpha == 11 && to_int(red) == 0, "");
static_assert(anon_b == 16 && all == 7u && sizeof(empty_enum) > 0, "");
static_assert(file::binary == 1 && file::sep == '/' && file::bad < 0, "");
static_assert(bits<3>::value == 24 && bits<3>::mask == 7 && is_enum_like<color>::yes, "");
int main() {
  file f;
  f.m = file::binary;
  color c = color::green;
  int sum = c + blue;
  flags fl = flags(read | write);
  empty_enum e = empty_enum(42);
  return sum + f.m + f.st + fl + e - 56;
}
