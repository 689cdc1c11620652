// tests: classes inheriting constructors (using B::B) beside constructors of their own can be default-constructed through the base's
struct B1 { B1(int); B1(); };
struct D1 : B1 { using B1::B1; D1(int); };
struct B2 { B2(int = 0); };
struct D2 : B2 { using B2::B2; D2(double); };
struct B3 { template<class... T> B3(T...); };
struct D3 : B3 { using B3::B3; D3(double); };
struct B4 { B4(); };
struct M4 : B4 { using B4::B4; };
struct D4 : M4 { using M4::M4; D4(int); };
template<class T> struct B5 { B5(); };
struct D5 : B5<int> { using B5<int>::B5; D5(int); };
struct B6 { B6(); };
struct D6 : private B6 { using B6::B6; D6(int); };
D1 d1; D2 d2; D3 d3; D4 d4; D5 d5; D6 d6;
void f() { D1 a; static D2 b; D4 c; }
