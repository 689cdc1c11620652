// Overloads split between a namespace and its inline namespaces, and argument-dependent lookup through inline namespaces (valid: the reference accepts it).
namespace n { inline namespace v1 { struct S {}; enum F { F1 = 1, F2 = 2 }; } void f(S); F operator|(F a, F b); void g(F); }
void f(int);
void g(int*);
void t() { n::S s; f(s); }
void u() { n::F x = n::F1 | n::F2; (void)x; }
void w() { g(n::F1); }
