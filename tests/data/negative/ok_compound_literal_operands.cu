// GNU compound literals as operands of `!` and `~`, after a cast (GCC's
// xmmintrin.h: `(__m128)(__v4sf){ __F, __F, __F, __F }`) and after
// __extension__: expressions, not function bodies.
typedef float __m128 __attribute__ ((__vector_size__ (16), __may_alias__));
typedef float __v4sf __attribute__ ((__vector_size__ (16)));
extern __inline __m128 __attribute__((__gnu_inline__, __always_inline__, __artificial__))
_mm_set1_ps (float __F) { return __extension__ (__m128)(__v4sf){ __F, __F, __F, __F }; }
int f() { return !(int){0}; }
int g() { return ~(int){1} + -(int){2}; }
int h(int x) { return x ? (int){3} : (long)(int){4}; }
struct V { int x, y; };
int k() { return __extension__ (struct V){5, 6}.y; }
