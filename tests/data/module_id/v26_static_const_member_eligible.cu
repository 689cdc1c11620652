// OPTS:
// A static const member's definition outside its class names the module id, mangled as a member.
struct S { static const int c; };
const int S::c = 3;
__global__ void k() {}
