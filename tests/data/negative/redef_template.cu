template <class T> struct S {};
template <class T> struct S {};
