// cast-expression ( type-id ) cast-expression [expr.cast]: C-style casts performing static,
// const, reinterpret conversions, casts of casts, casts to references / function pointers /
// dependent types, and disambiguation against parenthesised expressions
template<class T, class U> struct is_same { static constexpr bool value = false; };
template<class T> struct is_same<T, T> { static constexpr bool value = true; };
struct base { int b; };
struct derived : base { int d; };
enum color { red, green };

static_assert((int)3.9 == 3 && (char)65 == 'A' && (bool)7 && (unsigned char)(-1) == 255);
static_assert((int)(long)(short)70000 == 4464);
static_assert((double)1 / 2 == 0.5 && (double)(1 / 2) == 0.0);
static_assert((color)1 == green && (int)green == 1);
static_assert(is_same<decltype((long)1), long>::value && is_same<decltype((int&&)*(int*)nullptr), int&&>::value);

int casts(const int* cp, derived* dp, void (*fn)()) {
  int* p = (int*)cp;
  base* bp = (base*)dp;
  derived* back = (derived*)bp;
  base& br = (base&)*dp;
  unsigned long addr = (unsigned long)p;
  int (*ifn)(int) = (int (*)(int))fn;
  const volatile int* cvp = (const volatile int*)p;
  void* vp = (void*)cp;
  (void)vp;
  (void)(1 + 2);
  return *p + bp->b + back->d + br.b + (int)(addr & 1) + (ifn != nullptr) + *(int*)cvp;
}

template<class T> constexpr T as(double v) { return (T)v; }
template<class T> constexpr auto neg(T v) { return (T)-v; }
static_assert(as<int>(2.5) == 2 && as<float>(0.5) == 0.5f && neg<unsigned char>(1) == 255);

// (T)+x, (T)-x, (T)*p, (T)&x are casts when T is a type; (v)+x is a binary + when v is a value
constexpr int v = 10;
constexpr int y = 3;
static_assert((v)+y == 13 && (v)-y == 7 && (v)*y == 30);
static_assert((int)+y == 3 && (int)-y == -3 && (long)*&y == 3L);
typedef int* intp;
constexpr int deref(const int* q) { return *(intp)q; }
static_assert(deref(&y) == 3);
static_assert(sizeof((char)1) == 1 && sizeof (char) + 1 == 2);
