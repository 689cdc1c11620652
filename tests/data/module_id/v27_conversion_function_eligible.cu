// OPTS:
// A conversion function defined outside its class names the module id (`_ZN1ScvPiEv`, by checksum).
struct S { operator int *(); };
S::operator int *() { return 0; }
__global__ void k() {}
