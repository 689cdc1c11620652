// tests: errors that only cicc reports (exception handling, typeid, host variable use, address of label, thread_local in a __device__ body; rvalue-reference and non-const __grid_constant__ kernel parameters; a constant "cc"-free asm) leave the host pass silent
namespace std { class type_info; }
int hv;
struct P { int a; };
__attribute__((device)) int d1(int x) { if (x) throw 1; return hv; }
__attribute__((device)) void d2() { try { hv = 2; } catch (...) {} }
__attribute__((device)) void *d3() { l: return &&l; }
__attribute__((device)) int d4() { static thread_local int t; return t; }
__attribute__((global)) void k1(int &&r) {}
__attribute__((global)) void k2(__attribute__((grid_constant)) P p) {}
__attribute__((global)) void k3(const __attribute__((grid_constant)) int &q) {}
