/* The front end run on several translation units in one process (as the
 * fuzzer does, and as a library user may): nothing of one TU may outlive
 * it. A cached identifier of a freed TU once did (the call operator's name,
 * kept across TUs by the object-call rule); under the sanitizer build this
 * test catches any such use after free. The fuzz harness is the driver. */
#include "../fuzz/fuzz_frontend.c"
#include "tap.h"

static const char *const programs[] = {
    /* class objects called, conversions, operator templates, using-declarations */
    "struct F { int operator()(int) const; };\n"
    "struct D { operator float() const; };\n"
    "template <class T> struct W { T v; };\n"
    "template <class T> bool operator==(const W<T> &, const W<T> &);\n"
    "namespace n { using ::size_t; }\n"
    "int f(F g, D d, W<int> a) { float x = d; return g(1) + (a == a) + !d + (int)x; }\n",
    /* a second TU naming the same operators after the first one's arena is gone */
    "struct G { long operator()(long, long) const; explicit operator bool() const; };\n"
    "long h(G g) { return g(2, 3) + !g; }\n",
};

int main(void)
{
    for (int round = 0; round < 3; round++)
        for (size_t i = 0; i < sizeof programs / sizeof programs[0]; i++)
            ok(LLVMFuzzerTestOneInput((const uint8_t *)programs[i], strlen(programs[i])) == 0,
               "round %d, program %zu", round, i);
    printf("1..%d\n", tap_n);
    return tap_failed != 0;
}
