// conformance program decl_namespace_named: valid C++17 accepted by the reference front end
// named-namespace-definition: inline(opt) namespace attribute-specifier-seq(opt) identifier { namespace-body }
// [namespace.def]: reopening, members defined outside with qualified names, nested, lookup across reopenings
namespace math {
int square(int);
namespace detail { int helper(int x); }
struct vec { int x, y; };
}
namespace math {
int cube(int x) { return x * square(x); }
vec add(vec a, vec b);
}
int math::square(int x) { return detail::helper(x) * x; }
int math::detail::helper(int x) { return x; }
math::vec math::add(vec a, vec b) { return {a.x + b.x, a.y + b.y}; }
namespace math::detail { int extra = 2; }
namespace [[deprecated("old")]] legacy { int old_api() { return 1; } }
namespace __attribute__((visibility("default"))) visible { int v = 3; }
namespace math {
namespace detail { int twice(int x) { return 2 * x + extra - 2; } }
template <class T> T identity(T t) { return t; }
}
template int math::identity<int>(int);
namespace outer { namespace outer { int shadow = 5; } }
int main() {
  math::vec v = math::add({1, 2}, {3, 4});
  return math::cube(2) + v.y + math::detail::twice(1) + visible::v + outer::outer::shadow + math::identity(1) - 25;
}
