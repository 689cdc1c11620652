// written blind to the code (conversions review): d28_conv_operator_virtual
struct B { virtual operator int() const { return 1; } virtual ~B() {} };
struct D : B { operator int() const override { return 2; } };
void take(int) {}
void f() { D d; B& b = d; take(b); take(d); }
