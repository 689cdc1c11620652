// options: --c++20 --gnu_version=120200
// using-enum-declaration: using enum using-enum-declarator ;  [enum.udecl] (C++20, P1099)
// at namespace, class and block scope; in switch; qualified names; enumerators become members
namespace gfx {
enum class channel { r, g, b, a };
enum class filter : unsigned char { nearest, linear };
}
using enum gfx::filter;
struct pixel {
  using enum gfx::channel;
  unsigned char v[4];
  constexpr unsigned char get(gfx::channel c) const { return v[static_cast<int>(c)]; }
};
constexpr const char* to_string(gfx::channel c) {
  switch (c) {
    using enum gfx::channel;
  case r: return "red";
  case g: return "green";
  case b: return "blue";
  case a: return "alpha";
  }
  return "";
}
constexpr int weight(gfx::channel c) {
  using enum gfx::channel;
  return c == r ? 3 : c == g ? 6 : 1;
}
namespace inner { using enum gfx::channel; }
struct base { enum class shape { circle, square }; };
struct derived : base { using enum shape; };
static_assert(pixel::g == gfx::channel::g && pixel{{1, 2, 3, 4}}.get(pixel::b) == 3);
static_assert(to_string(gfx::channel::a)[0] == 'a' && weight(inner::g) == 6);
static_assert(linear == gfx::filter::linear && derived::square == base::shape::square);
int main() { pixel p{}; return static_cast<int>(p.a) - 3; }
