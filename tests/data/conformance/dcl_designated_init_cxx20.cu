// options: --c++20 --gnu_version=120200
// designated-initializer-list: { designated-initializer-clause , ... }; designator: . identifier  [dcl.init.aggr] (C++20)
// in declarations, nested designators with braces, = and brace forms, defaults, function arguments, returns
struct color { unsigned char r = 0, g = 0, b = 0, a = 255; };
struct launch_config { int grid = 1; int block = 128; unsigned shared_mem = 0; bool cooperative = false; };
struct vertex { float pos[3]; color col; int id; };
union value { int i; float f; const char* s; };
struct tagged { int tag; value v; };
template <class T> struct range { T lo, hi; };
constexpr color red{.r = 255};
constexpr color blue = {.b = 255, .a = 128};
constexpr launch_config cfg{.grid = 64, .block = 256, .cooperative = true};
constexpr vertex vx{.pos = {1, 2, 3}, .col = {.g = 10}, .id = 5};
constexpr value fv{.f = 1.5f};
constexpr tagged tv{.tag = 1, .v{.i = 42}};
constexpr range<int> rg{.lo = -1, .hi = 1};
constexpr int launch(launch_config c) { return c.grid * c.block + c.cooperative; }
constexpr color make_gray(unsigned char v) { return {.r = v, .g = v, .b = v}; }
static_assert(red.r == 255 && red.g == 0 && red.a == 255 && blue.b == 255 && blue.a == 128);
static_assert(cfg.grid == 64 && cfg.block == 256 && cfg.shared_mem == 0 && cfg.cooperative);
static_assert(vx.pos[2] == 3 && vx.col.g == 10 && vx.col.a == 255 && vx.id == 5);
static_assert(fv.f == 1.5f && tv.v.i == 42 && rg.hi - rg.lo == 2);
static_assert(launch({.grid = 2, .block = 32}) == 64 && launch({}) == 128);
static_assert(make_gray(7).g == 7 && make_gray(7).a == 255);
int main() {
  launch_config local{.block = 64};
  auto c = color{.r = 1, .g = 2, .b = 3, .a = 4};
  return local.block + c.a - 68;
}
