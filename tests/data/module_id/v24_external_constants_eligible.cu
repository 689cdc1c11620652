// OPTS:
// A constant of external linkage names the module id: `extern const` defined here, `const volatile`, a static member's definition; a plain `const` (internal linkage) does not.
const int internal_one = 1;
extern const int ec = 1;
__global__ void k() {}
