// A __device__ conversion function called implicitly from host code in
// more places: the operand of unary -, + and ~, the index of a built-in
// subscript, the condition of ?:, a braced initializer of a scalar, and
// one inherited from the class's only base.
struct S { __attribute__((device)) operator int() const; };
struct C { __attribute__((device)) operator bool() const; };
struct D : S { };
void h1() { S s; int a = -s; int b = ~s; int c = +s; }
void h2(int *p) { S s; int x = p[s]; }
void h3() { C c; int w = c ? 1 : 2; }
void h4() { S s; int x{s}; long y{s}; }
void h5() { D d; int x = d; }
// silent: a host conversion, a class initialized from braces
struct H { operator int() const; };
struct K { K(int); };
void ok(int *p) { H h; int a = -h + p[h]; K k{1}; }
int main() { return 0; }
