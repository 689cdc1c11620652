// operands of overloaded and built-in operators converted by conversion functions: each conversion is
// checked at its operand before the operator function it is for
struct B { int v; __attribute__((device)) B operator*(const B&) const; };
struct F { __attribute__((device)) operator B() const; };
__attribute__((device)) B operator-(const B&, const B&);
B operator+(const B&, const B&);
struct G { __attribute__((device)) operator int() const; };
void h1(F x, B b) { b + x; }
void h2(G g) { int k = g + 1; }
void h3(F x, B b) { b - x; }
void h4(F x, B b) { b * x; }
void h5(G g, int i) { int k = i * g; }
