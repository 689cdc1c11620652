// among several conversion functions the one yielding the target type exactly is called: a device-only operator float
struct H {
  __attribute__((host)) __attribute__((device)) operator short() const;
  __attribute__((device)) operator float() const;
  __attribute__((device)) operator float() const volatile;
  __attribute__((host)) __attribute__((device)) operator int() const;
};
void take(float);
float f(H h) { float a = h; take(h); int i = h; return a; }
