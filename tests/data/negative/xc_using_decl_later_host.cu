// tests: using-declaration sees only device saturate(float); host saturate(int) declared later is invisible, so color::saturate(3) reaches the device one -> error
__attribute__((device)) float saturate(float v) { return v < 0.f ? 0.f : (v > 1.f ? 1.f : v); }
namespace color {
  using ::saturate;
}
int saturate(int v) { return v < 0 ? 0 : (v > 255 ? 255 : v); }
int to_byte(int raw) {
  return static_cast<int>(color::saturate(raw));
}
