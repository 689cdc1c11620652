// sizeof of classes that ask for an alignment in their head
// (`__attribute__((aligned(N)))`, CUDA's __align__(N), as cuda_fp16's __half2
// does) beside member functions with attributes of their own: the size is
// rounded to that alignment, so templates taking it as a value are known.
struct __attribute__((aligned(2))) h1 {
  unsigned short x;
  __attribute__((host)) __attribute__((device)) h1();
  __attribute__((host)) __attribute__((device)) h1 &operator=(int);
};
struct __attribute__((aligned(4))) h2 { h1 x; h1 y; };
struct __attribute__((aligned(16))) v3 { float a, b, c; };
struct packed_member { char c; int i __attribute__((aligned(8))); };
template <int N> struct pick { int hm(); };
template <> struct pick<16> { __attribute__((device)) int dm(); int hm(); };
template <> struct pick<8> { __attribute__((device)) int dm(); int hm(); };
template <int N> __attribute__((device)) int copy_n(const void *);
template <int N> int copy_n(void *);
int h() {
  pick<4 * sizeof(h2)> a;
  pick<sizeof(v3)> b;
  pick<sizeof(h1) * 4> c;
  char buf[4];
  int r = a.dm() + b.dm() + c.hm();
  r += copy_n<4 * sizeof(h2)>((const void *)buf);
  pick<sizeof(packed_member)> d;
  return r + d.hm();
}
