// tests: device operator* template used only from device/kernel code, host code only multiplies plain floats -> valid
template <class T> struct Complex { T re, im; };
template <class T>
__attribute__((device)) Complex<T> operator*(const Complex<T>& a, const Complex<T>& b) {
  return Complex<T>{a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
}
__attribute__((global)) void cmul(Complex<float>* out, const Complex<float>* a,
                                  const Complex<float>* b, int n) {
  for (int i = 0; i < n; ++i) out[i] = a[i] * b[i];
}
float host_norm2(const Complex<float>& c) {
  return c.re * c.re + c.im * c.im;
}
