// tests: __cluster_dims__ with a value just above INT_MAX computed from a constant expression, on a kernel in a namespace declared then defined out of it
namespace n { constexpr long long big = 1LL << 31; __attribute__((global)) void __attribute__((cluster_dims(1, big, 1))) k(); }
__attribute__((global)) void n::k() {}
