// Members inherited from bases that name class template specialisations:
// a dependent base read with the derived template's arguments, CRTP's
// base<impl>, a plain class base of a template; functions are named by the
// base's specialisation.
struct plain { __attribute__((device)) int pf() { return 0; } };
template<class D> struct base {
    int data;
    __attribute__((device)) int drun() { return 0; }
    int hrun() { return 1; }
};
struct impl1 : base<impl1> { };
template<class T> struct impl2 : base<T> { };
template<class T> struct impl3 : plain { };
template<class T> struct impl4 : impl2<T> { };
void crtp() { impl1 a; a.drun(); a.hrun(); a.data = 1; }
void dependent() { impl2<int> b; b.drun(); b.hrun(); b.data = 2; }
void through_plain() { impl3<int> c; c.pf(); }
void two_levels() { impl4<char> d; d.drun(); }
