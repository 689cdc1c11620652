// Calls the reference reports that need more of the template machinery
// than the expression layer has (a known gap, listed in xfail.txt): the
// member of a partial specialisation that matches, a static member named
// through a qualified template-id, a member operator[] of a class
// template's specialisation, a hidden friend defined in a class template,
// and a function template with a parameter in a non-deduced context.
template <class T> struct Box { int get(); __attribute__((device)) static int s(); };
template <class T> struct Box<T *> { __attribute__((device)) int get(); };
int partial() { Box<int *> b; return b.get(); }
int qualified() { return Box<int>::s(); }
template <class T> struct Vec { __attribute__((device)) int operator[](int) const; };
int subscript() { Vec<long> v; return v[1]; }
template <class T> struct Base { friend __attribute__((device)) int f(Base const &) { return 0; } };
int hidden_friend() { Base<int> d; return f(d); }
template <class T> struct E { typedef T type; };
template <class T> __attribute__((device)) int g(T, typename E<T>::type);
int non_deduced() { return g(1, 2); }
