// `decltype(f<T>())` where f is an `auto` constexpr function template
// whose result comes from the `if constexpr` branch its arguments select,
// after a local constant (libcu++'s __fp_storage_t): the storage type of
// float and of double, and the calls it decides.
typedef unsigned char u8; typedef unsigned short u16; typedef unsigned int u32; typedef unsigned long long u64;
template <class T, class U> inline constexpr bool same_v = false;
template <class T> inline constexpr bool same_v<T, T> = true;
template <class T> inline constexpr bool always_false_v = false;
enum class fmt { f8, b16, b32, b64, invalid };
template <class T>
constexpr fmt fmt_of_impl() noexcept
{
  if constexpr (same_v<T, float>) { return fmt::b32; }
  else if constexpr (same_v<T, double>) { return fmt::b64; }
  else { return fmt::invalid; }
}
template <class T> inline constexpr fmt fmt_of_v = ::fmt_of_impl<T>();
template <class T>
constexpr auto storage_impl() noexcept
{
  constexpr fmt f = fmt_of_v<T>;
  if constexpr (f == fmt::f8) { return u8{}; }
  else if constexpr (f == fmt::b16) { return u16{}; }
  else if constexpr (f == fmt::b32) { return u32{}; }
  else if constexpr (f == fmt::b64) { return u64{}; }
  else { static_assert(always_false_v<T>, "unsupported"); }
}
template <class T> using storage_t = decltype(storage_impl<T>());
template <class T>
__attribute__((host)) __attribute__((device)) constexpr storage_t<T> get_storage(T) noexcept { return 0; }
__attribute__((device)) void consume(u32);
__attribute__((device)) void consume(float);
void host_side(float x, double y) {
  const auto s = get_storage(x);
  consume(s);
  auto t = get_storage(y);
  consume(t);
}
