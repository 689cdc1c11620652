// tests: operator function marked __global__
struct S {};
__attribute__((global)) void operator+(S, S) {}
