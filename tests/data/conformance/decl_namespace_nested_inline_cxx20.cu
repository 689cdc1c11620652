// options: --c++20 --gnu_version=120200
// enclosing-namespace-specifier: identifier | enclosing-namespace-specifier :: inline(opt) identifier
// [namespace.def] (C++20, P1094): inline in nested namespace definitions, as in cuda::std::inline __4
namespace cuda::std::inline __4 { template <class T> struct numeric_limits { static constexpr T max() { return T(127); } }; }
namespace lib::inline v1::detail { constexpr int impl_id = 11; }
namespace lib::inline v1 { struct widget { int n = 1; }; }
namespace lib::v1::inline ranges { struct view_base {}; }
namespace cub::inline CUB_200::detail::inline tuning { constexpr int tile = 128; }
namespace lib::inline v1 { namespace detail { constexpr int more = 1; } }
struct my_view : lib::view_base {};
static_assert(cuda::std::numeric_limits<signed char>::max() == 127);
static_assert(cuda::std::__4::numeric_limits<int>::max() == 127);
static_assert(lib::detail::impl_id == 11 && lib::v1::detail::impl_id == 11 && lib::detail::more == 1);
static_assert(cub::detail::tile == 128 && cub::CUB_200::detail::tuning::tile == 128);
int main() {
  lib::widget w;
  lib::v1::widget w1;
  my_view v;
  (void)v;
  return w.n + w1.n - 2;
}
