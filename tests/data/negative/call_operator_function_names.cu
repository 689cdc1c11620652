// Operator functions called by name: unqualified inside a member function
// (`!operator==(o)`), as non-members (`operator==(a, b)`), through an object
// (`s.operator<(t)`); and a function compared with a pointer after being
// declared twice, a conditional between an enumeration's lvalue and prvalue.
struct S {
    int v;
    __attribute__((device)) bool operator==(const S& o) const { return v == o.v; }
    bool operator<(const S& o) const { return v < o.v; }
    bool ne(const S& o) const { return !operator==(o); }
    bool lt(const S& o) const { return operator<(o); }
    int operator()(int x) const { return x; }
    int call() const { return operator()(3); }
};
struct T { int v; };
__attribute__((device)) bool operator==(const T&, const T&) { return true; }
bool operator!=(const T&, const T&) { return true; }
bool h(T a, T b) { return operator==(a, b) || operator!=(a, b); }
int k(S s) { return s.operator<(s) + s.operator()(1) + s.operator==(s); }
static int g(int);
typedef int (*fp_t)(int);
static int g(int x) { return x; }
enum mo { a0, a1, a2 };
struct M { __attribute__((device)) int d(mo) { return 0; } };
int fp(fp_t p) { return p == g; }
void cond(mo m, M s) { s.d(m == a1 ? a0 : m); }
