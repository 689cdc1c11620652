// a kernel redeclared without attributes keeps its space: no conflict
__attribute__((global)) void f();
void f();
