// an operator function marked __global__ that also returns int: both errors, the operator's first
struct S {};
__attribute__((global)) int operator+(S, S) {}
