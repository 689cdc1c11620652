// options: --c++20 --gnu_version=120200
// Members of a class template that differ only by their trailing
// requires-clauses are different functions; constraints are not evaluated
// here, so the call is left alone (the reference picks the host one).
template <class T> struct Box {
    void g() requires (sizeof(T) == 4) {}
    __attribute__((device)) void g() requires (sizeof(T) == 8) {}
};
template <class T> struct Other {
    __attribute__((device)) void g() requires (sizeof(T) == 8) {}
    void g() requires (sizeof(T) == 4) {}
};
void h() { Box<int> b; b.g(); Other<int> o; o.g(); }
