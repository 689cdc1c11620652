// Explicit specialisations are no templates: their bodies are checked as
// other functions are. A function template's explicit specialisation takes
// the space its templates of that name share. Inside a class's explicit
// specialisation the class's name is that specialisation, and another
// specialisation named with arguments is that one.
__attribute__((device)) int dev(int x) { return x * 2; }

template <class T> struct S;
template <> struct S<int> {
  int v;
  int f(int y) { return dev(y); }
  S copy() const { S r; r.v = v; return r; }
  S<int> twice() const { return copy(); }
};

template <typename K> struct Hasher;
template <> struct Hasher<unsigned> { static unsigned hash(unsigned k) { return k * 2654435761u; } };
struct Key2 { unsigned a, b; };
template <> struct Hasher<Key2> {
  static unsigned hash(const Key2 &k) { return Hasher<unsigned>::hash(k.a) ^ Hasher<unsigned>::hash(k.b); }
};

typedef unsigned long size_t;
struct HashImpl {
  static size_t hash(const void *p, size_t n, size_t seed = 0xc70f6907UL) { return n + seed + (p != 0); }
  template <typename T> static size_t hash(const T &v) { return hash(&v, sizeof(v)); }
};
template <class T> struct Limits;
template <> struct Limits<float> {
  size_t operator()(float v) const noexcept { return v != 0.0f ? HashImpl::hash(v) : 0; }
  static constexpr float inf() noexcept { return __builtin_huge_valf(); }
  static constexpr float nan() noexcept { return __builtin_nanf(""); }
  static constexpr double d() noexcept { return __builtin_nans("") + __builtin_inf(); }
};

template <class T> __attribute__((host)) __attribute__((device)) int hd(T t) { return 0; }
template <> int hd<float>(float t) { return dev((int)t); }
template <class T> int ov(T t) { return 0; }
template <class T> int ov(T *t) { return 0; }
template <> int ov<float>(float t) { return dev((int)t); }
namespace N { template <class T> int nf(T) { return 0; } }
template <> int N::nf<char>(char t) { return dev(t); }
template <class T> __attribute__((device)) int dv(T t) { return 0; }
template <> __attribute__((host)) int dv<int>(int t) { return dev(t); }
template <> __attribute__((device)) int dv<long>(long t) { return dev((int)t); }
template <class T> int plain(T t);
template <> int plain(double t) { return dev(1); }
