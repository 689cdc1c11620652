// `B<int>::f()` names the base specialisation's member even where the
// derived class declares its own f (which hides it from unqualified
// lookup): through the implied this, `this->B<int>::f()`, an object of
// the derived class or of the specialisation, and a base further down.
// `using B<int>::f;` alone in a class brings the specialisation's f.
template<class T> struct B { __attribute__((device)) void f(); void f(int); void g(); };
template<> struct B<long> { void f(); };
struct D : B<int> { void f(); void m() { B<int>::f(); this->B<int>::f(); } };
struct E : B<long> { void f(); void m() { B<long>::f(); this->B<long>::f(); } };
struct F : D { void m2() { B<int>::f(); } };
void h(D d, B<int> b) { d.B<int>::f(); b.B<int>::f(); }
struct G : B<int> { using B<int>::f; void m() { f(); f(1); } };
int main() { return 0; }
