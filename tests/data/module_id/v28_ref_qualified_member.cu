// OPTS:
// A member function's ref-qualifier is part of its mangled name (`_ZNO1S1fEv`).
struct S { void f() &&; };
void S::f() && {}
__global__ void k() {}
