// tests: dynamic_cast in device code
struct B { virtual ~B() {} }; struct Dv : B {};
__attribute__((device)) void f(B *b) { (void)dynamic_cast<Dv*>(b); }
