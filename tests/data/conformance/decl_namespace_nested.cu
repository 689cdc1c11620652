// conformance program decl_namespace_nested: valid C++17 accepted by the reference front end
// nested-namespace-definition: namespace enclosing-namespace-specifier :: identifier { namespace-body }
// [namespace.def] (C++17): a::b::c in one definition, reopening parts, combined with ordinary definitions
namespace thrust::detail::functional { template <class T> struct plus { constexpr T operator()(T a, T b) const { return a + b; } }; }
namespace thrust::detail { struct tag {}; }
namespace thrust { namespace detail::functional { template <class T> struct minus { constexpr T operator()(T a, T b) const { return a - b; } }; } }
namespace cute::detail { constexpr int rank = 3; }
namespace cute::detail::inner::deep { constexpr int level = 4; }
namespace cute { namespace detail { namespace inner { constexpr int mid = 2; } } }
namespace a::b { int f(); }
int a::b::f() { return 7; }
namespace a::b::c { int g() { return f() + 1; } }
template <class Op> constexpr int apply(Op op) { return op(5, 3); }
static_assert(apply(thrust::detail::functional::plus<int>{}) == 8, "");
static_assert(apply(thrust::detail::functional::minus<int>{}) == 2, "");
static_assert(cute::detail::rank + cute::detail::inner::deep::level + cute::detail::inner::mid == 9, "");
int main() {
  thrust::detail::tag t;
  (void)t;
  return a::b::f() + a::b::c::g() - 15;
}
