// OPTS:
// A variable declared without an initializer names the module id when its object needs initialising: a class with a default member initializer, a user-provided default constructor or destructor, a virtual function, or a member or base that needs it. A trivial class's (`P pp;`), a plain `int`, a defaulted constructor's do not.
struct P { int a; };
struct Q { Q() = default; ~Q() = default; int a; };
struct M { int x = 1; };
struct H { int a; M m[2]; };
int gx;
P pp;
Q qq;
H hh;
__global__ void k() {}
