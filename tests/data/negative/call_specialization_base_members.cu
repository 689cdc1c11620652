// In a member of a plain class deriving from a class template's
// specialisation (`struct D : B<int>`), a base member called through the
// implied `this` is the specialisation's: the primary's where no partial or
// explicit specialisation is the definition, that one's where one is.
template<class T> struct B { __attribute__((device)) void f(); void f(int); __attribute__((device)) static void s(); int x; };
template<> struct B<long> { void f(); };
template<class T> struct B<T*> { void f(); };
struct D : B<int> { void g() { f(); f(1); s(); x = 1; } };
struct E : B<long> { void g() { f(); } };
struct F : B<int*> { void g() { f(); } };
struct H : B<char> { __attribute__((device)) void h(); void g() { auto l = [this] { f(); }; l(); } };
struct I : D { void g2() { f(); } };
int main() { return 0; }
