template <class T int x> struct V {};
template <class T, class U struct W {};
template <class T class U> struct X {};
int b = zz;
