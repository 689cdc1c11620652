// Launch spellings the reference refuses: `< <<`, `< < <`, and `<<` with
// its `<` on the next line; each wants an expression where the operator stands.
__attribute__((global)) void kernel(int *a, int b) {}
void f1(int *a) { kernel < << 1, 1 >>> (a, 2); }
void f2(int *a) { kernel < < < 1, 1 > > > (a, 2); }
void f3(int *a) { kernel <<
  < 1, 1 >>> (a, 2); }
