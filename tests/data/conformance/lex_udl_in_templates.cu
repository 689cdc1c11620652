// user-defined literals in template contexts [lex.ext], [over.literal]: inside function
// templates and generic lambdas, as template arguments, in NSDMIs, in default arguments,
// and literal operators declared in namespaces brought in by using-directives inside functions
using size_t = decltype(sizeof 0);
namespace chrono_like {
  struct duration { long long ns; };
  namespace literals {
    constexpr duration operator""_ns(unsigned long long v) { return {static_cast<long long>(v)}; }
    constexpr duration operator""_us(unsigned long long v) { return {static_cast<long long>(v) * 1000}; }
    constexpr duration operator""_us(long double v) { return {static_cast<long long>(v * 1000)}; }
    constexpr size_t operator""_sz(unsigned long long v) { return static_cast<size_t>(v); }
  }
}
template<size_t N> struct buffer { char data[N]; };

constexpr long long scoped() {
  using namespace chrono_like::literals;
  return (5_us).ns + (250_ns).ns + (1.5_us).ns;
}
static_assert(scoped() == 5000 + 250 + 1500);

using namespace chrono_like::literals;
template<class T> constexpr T timeout() { return T(3_us .ns); }
static_assert(timeout<long>() == 3000L && timeout<double>() == 3000.0);

static_assert(sizeof(buffer<16_sz>) == 16);
template<size_t N = 8_sz> struct defaulted { static constexpr size_t value = N; };
static_assert(defaulted<>::value == 8 && defaulted<0x20_sz>::value == 32);

struct config {
  chrono_like::duration poll = 10_us;
  size_t capacity = 1'024_sz;
};
static_assert(config{}.poll.ns == 10000 && config{}.capacity == 1024);

constexpr long long wait(chrono_like::duration d = 7_ns) { return d.ns; }
static_assert(wait() == 7 && wait(2_us) == 2000);

constexpr auto scale = [](auto d) { return d.ns * 2_sz; };
static_assert(scale(4_ns) == 8);
template<class... Ds> constexpr long long total(Ds... ds) { return (ds.ns + ... + (0_ns).ns); }
static_assert(total(1_ns, 2_us, 3_ns) == 2004);
