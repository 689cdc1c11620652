// an inline __global__ operator returning int: warning, operator error, return-type error in that order
struct S {};
inline __attribute__((global)) int operator+(S, S) {}
