// Classes nested in a class template whose base is also nested there are
// the current instantiation's: their overriders are compared once the
// template is instantiated, not where it is defined. Valid while O is
// not instantiated.
template<class T> struct O {
    struct B { virtual void f(); virtual ~B(); };
    struct D : B { __attribute__((device)) void f(); __attribute__((device)) ~D(); };
    struct E { __attribute__((device)) virtual void g(); };
    struct F : E { void g() override; };
};
int main() { return 0; }
