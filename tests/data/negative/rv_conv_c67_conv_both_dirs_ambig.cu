// written blind to the code (conversions review): c67_conv_both_dirs_ambig
struct A; struct B;
struct A { A(); A(const B&); };
struct B { B(); operator A() const; };
void f() { B b; A a = b; (void)a; }
