// a function's name as an argument (no `&`): one function converts to a pointer
// to it, binds a reference to it, deduces a template's parameter; the call is
// resolved and a __device__ member called on its result is reported
struct S { __attribute__((device)) int dm() const; };
int g(int);
S take_pointer(int (*)(int));
S take_reference(int (&)(int));
template<class F> S take_any(F f);
int h1() { return take_pointer(g).dm(); }
int h2() { return take_reference(g).dm(); }
int h3() { return take_any(g).dm(); }
