// a value of a scalar type no converting constructor of the class takes (explicit ones, or none taking
// one argument): in a copy-initialisation, an argument, a return value; braced lists are no such value
struct T { explicit T(int) {} };
struct U { explicit U(int); U(const T&); };
struct V { V(const T&); };
struct W { int a; };
struct X { explicit X(long); explicit X(double); };
void f1() { T t = 3; }
void f2() { U u = 3; }
void f3() { V v = 3; }
void f4() { W w = 3; }
T f5() { return 5; }
void f6() { X x = 3; }
void g(T); void f7() { g(3); }
void f8() { T t = 3.5; }
union UU { int i; float f; };
void f9() { UU u = 3; }
struct N { N(decltype(nullptr)); };
void f10() { N n = 0; N m = nullptr; }
struct Q { Q(bool); };
void f11(int *ip) { Q q = ip; }
struct R2 { R2(const char*); };
void f12() { R2 r = "x"; }
struct Agg { unsigned m; };
Agg f13(unsigned x) { return { x }; }
struct Two { Two(int, int); };
Two f14() { return { 1, 2 }; }
void h(Two); void f15() { h({3, 4}); }
