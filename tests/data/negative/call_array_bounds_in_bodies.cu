// An array bound written in a function body (a local array, a variable
// length array, a new-expression's) is evaluated there: its calls are
// checked; one at namespace or class scope is a constant the calling rules
// leave alone.
__attribute__((device)) constexpr int cf() { return 4; }
__attribute__((device)) int d(int);
void h1() { int a[cf()]; (void)a; }
void h2(int n) { int vla[d(n)]; (void)vla; }
void h3() { delete[] new int[d(1)]; }
void h4() { auto p = new int[2][cf()]; delete[] p; }
int g[cf()];
struct S { int m[cf()]; };
void h5(int n) { int vla[n + d(2)][3]; (void)vla; }
void h6() { struct L { int m[cf()]; }; L l; (void)l; }
template <int N> void h7() { int a[N + cf()]; (void)a; }
int main() { return 0; }
