// `c ? v : w` of two lvalues of one type designates either: reading or
// writing it reads or writes each __device__ variable among them (both
// warned, in order), also through a reference bound to it (which reads
// nothing) and in a template; sizeof reads nothing.
__attribute__((device)) int dv;
__attribute__((device)) int dv2;
int hv;
int h1(bool b, int *p) { return b ? *p : dv; }
void h2(bool b) { (b ? dv : dv2) = 1; (b ? dv : hv)++; (b ? hv : dv2) += 2; }
int h3(bool b) { int &r = b ? dv : dv2; return r; }
int h4(bool b) { return sizeof(b ? dv : dv2); }
template<class T> void t4(bool b) { (b ? dv : dv2) = 1; }
int main() { return 0; }
