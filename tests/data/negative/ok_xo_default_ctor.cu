// tests: classes that can be default-constructed: inherited constructors, defaults, templates, variadic, unions, aggregates, defaulted
struct B { B(int); B(); };
struct D : B { using B::B; };
struct T { explicit T(int = 1); };
struct U { template<class... A> U(A...); };
struct V { V(int); V(double); V(...); };
struct W { W(int, int = 2); W(const char * = nullptr); };
union X { X(int); X(); int a; };
struct Y { Y(int); Y(const Y&); Y(); };
typedef struct { int a; } Z;
struct P { P(int) {} P() = default; };
struct Q { Q(int); };
struct R { R(Q = Q(1)); };
void f() { D d; T t; U u; V v; W w; X x; Y y; Z z; P p; R r; }
D d2; T t2;
