// member-declaration with GNU attribute-specifiers as CUDA execution-space qualifiers
// (__host__ __device__ after preprocessing) on constructors, operators, templates [class.mem]
template <class T>
struct complex {
  T re, im;
  __attribute__((host)) __attribute__((device)) constexpr complex(T r = T(), T i = T()) : re(r), im(i) {}
  __attribute__((host)) __attribute__((device)) complex& operator+=(const complex& o) { re += o.re; im += o.im; return *this; }
  __attribute__((host)) __attribute__((device)) friend complex operator*(const complex& a, const complex& b) {
    return complex(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re);
  }
  template <class U> __attribute__((host)) __attribute__((device)) explicit operator complex<U>() const { return complex<U>(U(re), U(im)); }
  ~complex() = default;
  __attribute__((host)) __attribute__((device)) static complex i_unit() { return complex(T(0), T(1)); }
};
struct functor {
  __attribute__((device)) int operator()(int x) const { return x * 2; }
  __attribute__((host)) int host_only() const { return 1; }
  __attribute__((host)) __attribute__((device)) virtual ~functor() {}
};
template <class F>
__attribute__((global)) void kernel(F f, int* out) { *out = f(3); }
__attribute__((device)) int device_fn(const functor& f) { return f(4); }
int main() {
  complex<float> a(1, 2), b = complex<float>::i_unit();
  a += b;
  complex<double> c = static_cast<complex<double>>(a * b);
  functor f;
  return int(c.re) + f.host_only() + 2;
}
