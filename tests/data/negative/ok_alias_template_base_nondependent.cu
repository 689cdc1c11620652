// A class template's base written as an alias template's specialisation
// that does not depend on its argument (`template <class> using Al = B;`,
// `: Al<T>`) is B itself: names B declares are found in the definition.
struct B { int f(); };
template<class> using Al = B;
template<class T> struct K3 : Al<T> { int m2() { return f(); } };
int u = K3<int>().m2();
int main() { return 0; }
