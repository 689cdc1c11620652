// conformance program decl_enum_scoped: valid C++17 accepted by the reference front end
// enum-key: enum class | enum struct  [dcl.enum]/2: scoped enumerations, default underlying int,
// explicit conversions, comparison, switch, use as template arguments and bit-mask operators
enum class errc { success, invalid_argument = 22, out_of_range = 34 };
enum struct axis : unsigned char { x, y, z };
enum class perms : unsigned { none = 0, owner_read = 0400, owner_write = 0200, all = 0777 };
constexpr perms operator|(perms a, perms b) { return perms(unsigned(a) | unsigned(b)); }
constexpr perms operator&(perms a, perms b) { return static_cast<perms>(static_cast<unsigned>(a) & static_cast<unsigned>(b)); }
constexpr perms& operator|=(perms& a, perms b) { return a = a | b; }
template <errc E> struct error_category { static constexpr int code = static_cast<int>(E); };
template <axis A> constexpr int index() { return int(A); }
constexpr const char* name(axis a) {
  switch (a) {
  case axis::x: return "x";
  case axis::y: return "y";
  case axis::z: return "z";
  }
  return "?";
}
struct vec3 {
  float c[3];
  constexpr float operator[](axis a) const { return c[static_cast<int>(a)]; }
};
constexpr perms both() { perms p = perms::owner_read; p |= perms::owner_write; return p; }
static_assert(error_category<errc::out_of_range>::code == 34);
static_assert(index<axis::z>() == 2 && name(axis::y)[0] == 'y');
static_assert((both() & perms::owner_read) == perms::owner_read && both() != perms::all);
static_assert(errc{} == errc::success && axis{2} == axis::z);
static_assert(vec3{{1, 2, 3}}[axis::y] == 2 && sizeof(axis) == 1);
static_assert(errc::invalid_argument < errc::out_of_range);
int main() { errc e = errc::success; return static_cast<int>(e); }
