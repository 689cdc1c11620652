// OPTS:
// A literal operator is the first definition eligible here: the module id is named after its mangled name (`_Zli2_ky`), its suffix written `""_k` or `"" _k` alike.
unsigned long long operator""_k(unsigned long long v) { return v * 1000; }
unsigned long long operator "" _m(unsigned long long v) { return v * 1000000; }
__global__ void k(int *p) { *p = 1; }
int main() { return (int)(2_k + 1_m) & 1; }
