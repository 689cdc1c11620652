template<class D> struct base { __attribute__((device)) int drun() { return 0; } };
struct impl1 : base<impl1> { };
void h() { impl1 a; a.drun(); }
