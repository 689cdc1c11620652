// A class template written again with other arguments inside one
// demangled name: the demangler writes its name as ` ::`.
template <class T> struct A {};
template <class T, class U = int> struct B {};
namespace q { template <class T> struct C {}; struct D {}; }
__attribute__((device)) void f1(A<A<int>>) {}
__attribute__((device)) void f2(A<int>, A<A<int>>) {}
__attribute__((device)) void f3(B<A<int>, A<char>>) {}
__attribute__((device)) void f4(q::C<q::C<int>>, q::D) {}
__attribute__((device)) void f5(B<A<int>, B<int>>) {}
__attribute__((device)) void f6(A<int>, A<char>, A<int>) {}
__attribute__((device)) void f7(A<B<int>>, B<char>) {}
void h(A<A<int>> a1, A<int> a, B<A<int>, A<char>> b3, q::C<q::C<int>> c, q::D d, B<A<int>, B<int>> b5, A<char> ac, A<B<int>> ab, B<char> bc) { f1(a1); f2(a, a1); f3(b3); f4(c, d); f5(b5); f6(a, ac, a); f7(ab, bc); }
