// options: --c++20 --gnu_version=120200
// designated-initializer-list in expression contexts [dcl.init.aggr], [dcl.init.list] (C++20):
// function arguments f({.a = 1}), return {.x = ...}, T{.m = ...} temporaries, nested designators
struct options { int threads = 1; bool verbose = false; double scale = 1.0; };
struct range { int lo, hi; };
struct query { range r; options opt; const char* name = "q"; };

constexpr int run(options o) { return o.threads * 10 + o.verbose + int(o.scale); }
constexpr range clamp(int v) { return {.lo = v < 0 ? 0 : v, .hi = v + 10}; }

static_assert(run({}) == 11);
static_assert(run({.threads = 4}) == 41);
static_assert(run({.threads = 2, .verbose = true}) == 22);
static_assert(run({.verbose = true, .scale = 3.0}) == 14);
static_assert(run(options{.scale = 0.0}) == 10);
static_assert(clamp(-5).lo == 0 && clamp(5).hi == 15);
static_assert(query{.r = {.lo = 1, .hi = 2}, .opt = {.threads = 8}}.opt.threads == 8);
static_assert(query{.r{3, 4}}.r.hi == 4);
static_assert(query{.opt{.verbose = true}}.opt.verbose);

constexpr int assign() {
  options o{};
  o = {.threads = 3, .scale = 2.0};
  range r = clamp(1);
  r = {.lo = 7};
  return o.threads + int(o.scale) + r.lo + r.hi;
}
static_assert(assign() == 3 + 2 + 7 + 0);

template<class T> constexpr T make_default() { return T{}; }
template<class T> constexpr int threads_of(T t) { return t.threads; }
static_assert(threads_of<options>({.threads = 6}) == 6);
union number { int i; float f; };
constexpr number nf{.f = 1.5f};
static_assert(nf.f == 1.5f && number{.i = 3}.i == 3);
options* heap() { return new options{.threads = 2, .scale = 4.0}; }
