// An unknown name where a declaration's type starts is an undefined
// identifier (a typo in a type name), at namespace, block and class scope
// and in parameter lists; after a type it is the declarator's name.
Nope x;
int f(Nope y);
int f2(int, Nope y);
void g() { Nope z; }
struct S { Nope m; public: Nope k; };
Nope h();
extern Nope e;
int f3(int a b);
