// A function declared in one execution space and defined, qualified, in
// another takes both (`__device__` in its class, `__host__ S::f() {}`:
// host and device), as does a namespace's; an explicit specialisation
// declared in another space than its template leaves calls of the
// template unchecked (which one they reach is not sure). All valid.
struct S { __attribute__((device)) void f(); __attribute__((device)) int operator+=(int); };
__attribute__((host)) void S::f() {}
__attribute__((host)) __attribute__((device)) int S::operator+=(int) { return 0; }
namespace N { __attribute__((device)) void g(); void k(); }
__attribute__((host)) void N::g() {}
void h1() { S s; s.f(); s += 1; N::g(); }
__attribute__((device)) void d1() { S s; s.f(); N::g(); }
template<class T> struct B { __attribute__((device)) void f(); };
template<> __attribute__((host)) void B<int>::f();
template<class T> __attribute__((device)) void t(T);
template<> __attribute__((host)) void t<int>(int);
void h2() { B<int> b; b.f(); t(1); }
int main() { return 0; }
