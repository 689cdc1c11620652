// A variable declared `auto *` (and `auto &`) takes its type from its
// initializer: later calls through it are resolved.
struct P { int n; int *a; };
__attribute__((device)) int d(int);
void h1() { auto * p = new P{}; p->n = 1; d(p->n); }
void h2() { P *q = new P{}; d(q->n); }
void h3() { P x{}; auto &r = x; const auto &c = x; d(r.n + c.n); }
