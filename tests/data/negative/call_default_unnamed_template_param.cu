// Function templates whose parameter has no name but a default
// (`template <typename = void>`, as cuda::ptx's special registers are
// declared): called without arguments, the default is the argument.
namespace sreg {
typedef unsigned u32;
template <typename = void>
__attribute__((device)) static inline ::sreg::u32 laneid() { u32 v = 0; return v; }
template <typename = void, int = 3>
__attribute__((device)) inline unsigned warpid() { return 0; }
template <class T, typename = void>
__attribute__((device)) inline T widen(T x) { return x; }
}
unsigned host_reads() {
  unsigned a = ::sreg::laneid();
  unsigned b = sreg::warpid();
  return a + b + sreg::widen(2u) + sreg::widen<long>(3);
}
