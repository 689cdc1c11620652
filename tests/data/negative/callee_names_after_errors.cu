// The reference writes a cross-space callee's name demangled only while
// the translation unit has no error yet: after any error its mangled
// names write every type `1?`. The first cross-space message is itself
// such an error.
struct S { S(); };
struct U { U(); };
void g(int);
__attribute__((device)) int dev(S *);
__attribute__((device)) int dev2(S *, int);
void zeroth() { g(1, 2); }
void first(S *p) { dev(p); }
void second() { g(1, 2); }
void third(S *p) { dev(p); dev2(p, 1); }
void fourth(S s) { int i = s; }
void fifth(S *p) { dev2(p, 2); }
