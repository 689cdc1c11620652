// OPTS:
// A const variable declared directly in a linkage specification has external linkage (`extern "C" const int ce = 1;`): it names the module id, unmangled.
extern "C" const int ce = 1;
__global__ void k() {}
