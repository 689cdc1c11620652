// Calls with the wrong number of arguments outside function bodies:
// initializers of namespace-scope and static variables, default member
// initializers, default arguments, enumerators, variable templates.
int g(int);
void gv(int);
int x = g(1, 2);
struct S { int m = g(); int n = g(1.0, 2); static const int c; };
void h(int = g(1, 2));
void h2(int x = (gv(), 0));
static int y = g();
namespace N { int z = g(1, 2, 3); }
const int S::c = g();
enum E { A = sizeof(g()) };
int arr[] = { g(), 2 };
template <class T> int v = g();
int ok1 = g(1);
struct T { int k = g(2); };
