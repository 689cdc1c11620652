struct D { template <class T> __attribute__((device)) D(T) {} D(const char*) {} };
struct E { template <class T> E(T) {} __attribute__((device)) E(int, int) {} };
struct S { S(int, int); };
struct F { template <class T> __attribute__((device)) F(T) {} explicit F(const S&) {} };
namespace Q { struct G { template <class T> __attribute__((device)) G(T) {} }; }
struct X { template <class T> __attribute__((device)) explicit X(T*) {} };
void h() { D d(1); D e("x"); E f(2.0); E g(1, 2); F k(S(0, 1)); Q::G q(1); int i; X x(&i); (void)D(2.0f); }
