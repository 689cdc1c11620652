// opaque-enum-declaration: enum-key attribute-specifier-seq(opt) enum-head-name enum-base(opt) ;
// enum-base: : type-specifier-seq  [dcl.enum]/3: fixed underlying types, redeclarations, member enums
// declared opaquely and defined outside, enums in templates defined later, typedef'd underlying type
enum class status : short;
enum class status : short { idle, busy };
enum fixed_unscoped : long long;
enum fixed_unscoped : long long { big = 1LL << 40 };
enum class default_int;
enum class default_int { v };
typedef unsigned char u8;
enum class byte_t : u8 { zero, max = 255 };
enum class wide : unsigned long long { top = ~0ull };
enum class sig : signed char { neg = -128 };
enum class ch : char16_t { a = u'a' };
enum class boolean : bool { no, yes };
struct device {
  enum class mode : int;
  enum kind : unsigned;
  mode m;
};
enum class device::mode : int { fast = 1, slow };
enum device::kind : unsigned { gpu, cpu };
template <class T> struct holder { enum class e : T; enum class f : T { first }; };
template <class T> enum class holder<T>::e : T { a, b };
template <class T, class U> struct same { static constexpr bool value = false; };
template <class T> struct same<T, T> { static constexpr bool value = true; };
template <class E> using underlying = __underlying_type(E);
static_assert(same<underlying<status>, short>::value && same<underlying<byte_t>, unsigned char>::value, "");
static_assert(sizeof(fixed_unscoped) == 8 && sizeof(wide) == 8 && sizeof(boolean) == 1, "");
static_assert(static_cast<int>(holder<char>::e::b) == 1 && int(holder<long>::f::first) == 0, "");
static_assert(int(device::mode::slow) == 2 && device::cpu == 1 && int(byte_t::max) == 255, "");
int main() {
  device d{device::mode::fast};
  status s = status::busy;
  byte_t b{7};
  return int(d.m) + int(s) + int(b) + int(sig::neg) + 119 + int(ch::a) - 'a' + int(boolean::yes) - 10;
}
