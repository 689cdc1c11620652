// tests: device function template re-exported with a using-declaration into a nested namespace, called from host with explicit args -> error
namespace detail {
  template <class To, class From>
  __attribute__((device)) To bit_cast(const From& f) { return *reinterpret_cast<const To*>(&f); }
}
namespace util {
  namespace v1 { using detail::bit_cast; }
}
unsigned float_bits(float f) {
  return util::v1::bit_cast<unsigned>(f);
}
