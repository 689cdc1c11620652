// tests: private nested class as template argument of a variable template instantiation
template<class T> __attribute__((device)) int v = 1;
class C { struct P {}; public: static __attribute__((device)) int go() { return v<P>; } };
