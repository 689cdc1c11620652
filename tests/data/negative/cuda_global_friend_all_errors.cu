// a __global__ friend definition with a result and an ellipsis: every error in the reference's order
struct S { friend __attribute__((global)) int k(int, ...) {} };
