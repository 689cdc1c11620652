// OPTS:
// A const volatile variable has external linkage: it names the module id.
const int internal_one = 1;
const volatile int cvv = 2;
__global__ void k() {}
