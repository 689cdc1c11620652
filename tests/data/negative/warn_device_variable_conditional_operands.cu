// A __device__ variable as an operand of `?:` whose result is a prvalue
// (one operand converted) is read in host code: warned at the operand.
// Both operands lvalues of one type: the result is an lvalue, read or
// written where it is used (left to that use here).
__attribute__((device)) int dv;
__attribute__((device)) long dl;
int n1(bool b) { return b ? dv : 0; }
int n2(bool b) { int x = b ? 1 : dv; return x; }
long n3(bool b) { return b ? dv : dl; }
int n4(bool b) { return dv ? 1 : 2; }
int main() { return 0; }
