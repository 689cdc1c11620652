// Device, constant and shared variables read in host and host-device code:
// warning 20091 at the variable's name (qualified in the message).
__attribute__((device)) int dv;
__attribute__((constant)) int cv;
__attribute__((shared)) int sv;
__attribute__((device)) int darr[4];
__attribute__((device)) int *dp;
struct P { int x; };
__attribute__((device)) P ds;
namespace ns { __attribute__((device)) int nv; }
int byval(int);
int h1() { return dv + cv + sv; }
int h2() { return darr[1] + ds.x; }
int h2b() { return *dp; }
int h3() { return ns::nv + byval(dv); }
__attribute__((host, device)) int hd() { if (dv) return 1; return dv ? 2 : 3; }
void h4() { int a = dv; int b(dv); int c{dv}; int arr[2] = {dv, cv}; }
int h5() { auto l = [] { return dv; }; return l(); }
