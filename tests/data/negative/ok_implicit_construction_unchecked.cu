// Constructions the reference does not check for constexpr __device__
// constructors (a blind round's findings against the first model of
// implicit construction): a mem-initializer whose arguments are no
// constants, a base's or a delegating constructor's; implicit default
// constructors that are not constexpr (a bit-field left uninitialized, a
// volatile member, a member or base with a destructor); new-expressions
// default-initializing, or of arrays. All valid.
int g;
int h();
struct A { constexpr __attribute__((device)) A(int = 0) {} };
struct C1 { A a; C1(int x) : a(x) {} C1() : a(g) {} C1(long) : a(h()) {} C1(char) : a(this == nullptr) {} };
struct C2 : A { C2() : A(1) {} };
struct C3 { constexpr __attribute__((device)) C3(int) {} C3() : C3(1) {} };
struct C4 { A a; C4(const A &x) : a(x) {} };
struct B1 { int x : 3; A a; };
struct B2 { A a; volatile int v = 0; };
struct D { ~D() {} };
struct B3 { A a; D d; };
struct B4 : D { A a; };
struct B5 { A a; constexpr B5() {} };
struct B6 { A a; };
void f() {
    B1 b1; B2 b2; B3 b3; B4 b4;
    new B5; new B5[2]; new const B5; new B6[2]();
}
int main() { return 0; }
