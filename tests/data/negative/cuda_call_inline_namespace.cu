// Unqualified calls whose function is declared in an inline namespace or
// brought in by a using-directive: the set unqualified lookup finds there,
// with argument-dependent lookup's, reaches the device function.
namespace lib {
inline namespace v1 {
__attribute__((device)) int scale(int x);
__attribute__((device)) int scale(double x);
}
int from_lib(int y) { return scale(y); }
}
namespace other {
__attribute__((device)) float twice(float f);
}
using namespace other;
float from_global(float f) { return twice(f); }
namespace inner {
float from_inner(float f) { return twice(f); }
}
void from_block(int y) {
    using namespace lib;
    scale(2.5);
}
