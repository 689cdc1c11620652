// sizeof and alignof in constant expressions (array bounds, enumerators)
// as the host compiler lays types out: builtins, pointers, pointers to
// member functions (16 bytes), arrays, plain classes and unions; a class
// asking for its own alignment or packing is not evaluated.
typedef unsigned long word;
enum { word_bits = int(8 * sizeof(word)) };
class undefined_class;
union nocopy { void *object; const void *const_object; void (*function)(); void (undefined_class::*member)(); };
union any_data { void *access() { return &pod[0]; } char pod[sizeof(nocopy)]; };
struct T { char c; double d; int i; };
struct alignas(16) A { char c; };
struct S {
    __attribute__((device)) int d(int) { return 0; }
    int op[64 / sizeof(int)];
    int t[sizeof(T) + alignof(T)];
    int a[sizeof(A)];
};
static_assert(sizeof(T) == 24 && sizeof(nocopy) == 16 && alignof(T) == 8, "");
void h(S s, any_data x) {
    unsigned long m = ~0ul >> (word_bits - 3);
    s.d(s.op[0]);
    s.d(s.t[1]);
    x.access();
    (void)m;
}
