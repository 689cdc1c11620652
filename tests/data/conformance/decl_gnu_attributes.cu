// GNU __attribute__((...)) in the usual positions (GCC extension accepted in --gnu_version mode):
// leading, after declarator, after struct key, after closing brace, on parameters, on labels,
// on typedefs, on statements, multiple attributes and double-underscore spellings
__attribute__((unused)) static int leading_var = 1;
static int trailing_var __attribute__((unused)) = 2;
int __attribute__((unused)) mid_var = 3;
__attribute__((noinline)) int not_inlined(int x) { return x; }
static inline __attribute__((always_inline)) int forced(int x) { return x + 1; }
int declared_fn(int) __attribute__((const, nothrow));
int declared_fn(int x) { return x * 2; }
void printf_like(const char* fmt, ...) __attribute__((__format__(__printf__, 1, 2)));
void printf_like(const char*, ...) {}
struct __attribute__((packed)) packed1 { char c; int i; };
struct packed2 { char c; int i; } __attribute__((__packed__));
struct __attribute__((aligned(16))) al16 { int v; };
typedef int vec4i __attribute__((vector_size(16)));
typedef struct { short s; } __attribute__((aligned(8))) tdef_aligned;
typedef int __attribute__((aligned(8))) aligned_int;
void* my_alloc(unsigned long n) __attribute__((malloc, alloc_size(1), warn_unused_result));
void* my_alloc(unsigned long) { return nullptr; }
int weak_sym(int) __attribute__((weak));
struct widget { int f() __attribute__((noinline)) { return 4; } __attribute__((aligned(8))) int m = 5; };
int params(int a __attribute__((unused)), __attribute__((unused)) int b) { return 6; }
int labels(int x) {
  if (x) goto done;
  x = 1;
done: __attribute__((unused));
  return x;
}
int main() {
  vec4i v = {1, 2, 3, 4};
  static_assert(sizeof(packed1) == 5 && sizeof(packed2) == 5 && alignof(al16) == 16, "");
  static_assert(alignof(tdef_aligned) == 8 && alignof(aligned_int) == 8 && sizeof(vec4i) == 16, "");
  void* p = my_alloc(4);
  widget w;
  return not_inlined(1) + forced(1) + declared_fn(1) + w.f() + w.m + params(0, 0) + labels(0) + v[3] + (p == nullptr)
       + leading_var + trailing_var + mid_var - 36;
}
