// Operators and conversion functions of a class template's specialisation
// (`B<int>`) called implicitly from host code: the member operator the
// definition declares, an `operator=` beside the implicit assignments
// (which take no scalar when the class declares no constructor), the one
// conversion function (its type read in the specialisation), and a
// plain class's base specialisation reached through `*this` or a
// qualified name.
template<class T> struct B {
    __attribute__((device)) int operator+(int);
    __attribute__((device)) B &operator=(int);
    __attribute__((device)) operator int();
    __attribute__((device)) void f();
};
template<class T> struct C { __attribute__((device)) operator T() const; };
template<class T> struct E { __attribute__((device)) explicit operator bool() const; };
void h1(B<int> b) { b + 1; }
void h2(B<int> b) { b = 1; }
int h3(B<int> b) { return b; }
void h4(C<long> c) { int y = c; long z = c + 1; }
void g(long);
void h5(const C<int> &c) { g(c); if (c < 3) {} }
void h6(E<int> e) { if (e) {} bool k = !e; bool j = e && true; }
struct D : B<int> {
    void m1() { *this + 1; }
    void m2() { B<int>::f(); }
    void m3() { this->B<int>::f(); }
};
// silent: a constructor taking int makes the implicit assignment a candidate
template<class T> struct K { K(int); K &operator=(long); };
void ok1(K<int> k) { k = 1; }
int main() { return 0; }
