// Members of class template specialisations: the member a call reaches is
// the primary template's (no partial or explicit specialisation can match
// the arguments), its type read with the arguments bound, and the calling
// rules apply to it as to any member function.
template <class T, class A = int> struct Box {
    __attribute__((device)) T get() const;
    T host_get() const;
    __attribute__((device)) void put(const T& v);
    __attribute__((device)) int operator+(int) const;
    T value;
};
template <class A> struct Box<bool, A> {   // a partial specialisation: not Box<int>
    bool get() const;
};
template <> struct Box<char> {             // an explicit one: not Box<int> either
    char get() const;
};
void host_uses(Box<int>& b, const Box<double>& c) {
    int v = b.get();            // device member from the host
    b.put(v);                   // and another, argument bound to const int&
    double d = c.get();         // const object, const member
    (void)d;
    b + 1;                      // a member operator of the specialisation
    int w = b.host_get() + b.value;
    (void)w;
}
namespace ns {
template <class T> struct Pair { __attribute__((device)) void reset(); };
}
void qualified(ns::Pair<float *>& p) { p.reset(); }
void specialised(Box<bool>& b, Box<char>& c) {
    b.get();                    // the partial specialisation's: a host member
    c.get();                    // the explicit specialisation's
}
