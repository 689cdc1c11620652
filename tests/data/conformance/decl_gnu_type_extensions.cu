// GNU declaration extensions accepted in --gnu_version mode, as found in preprocessed CUDA/glibc code:
// __restrict__/__restrict on pointers, references and member functions, __extension__, __typeof__,
// __signed__, __inline__, __int128, __alignof__, and restrict-qualified kernel-style parameters
__extension__ typedef long long i64;
__extension__ typedef unsigned __int128 u128;
__signed__ char sc = -1;
__inline__ int inlined() { return 1; }
static __inline int inlined2() { return 2; }
__typeof__(sc) sc_copy = sc;
__typeof(inlined) * fn_ptr = inlined;
void saxpy(int n, float a, const float* __restrict__ x, float* __restrict__ y) {
  for (int i = 0; i < n; ++i) y[i] = a * x[i] + y[i];
}
void tile(float (* __restrict__ rows)[4], const int* __restrict const idx) { rows[0][idx[0]] = 1.0f; }
struct buffer {
  float* __restrict__ data;
  int n;
  float sum() const __restrict__ {
    float s = 0;
    for (int i = 0; i < n; ++i) s += data[i];
    return s;
  }
};
int& __restrict__ alias_free(int& __restrict__ r) { return r; }
const float& __restrict pick(const float* __restrict__ p) { return *p; }
int main() {
  float x[4] = {1, 2, 3, 4}, y[4] = {};
  float m[1][4] = {};
  int idx[1] = {2};
  saxpy(4, 2.0f, x, y);
  tile(m, idx);
  buffer b{y, 4};
  int v = 3;
  int& __restrict__ rv = alias_free(v);
  i64 big = (i64)1 << 40;
  u128 huge = (u128)big * big;
  static_assert(sizeof(u128) == 16 && __alignof__(i64) == 8 && sizeof(sc_copy) == 1, "");
  return int(b.sum()) + int(m[0][2]) + rv + inlined() + inlined2() + fn_ptr() + sc_copy + int(pick(x)) + int(huge >> 80) - 37;
}
