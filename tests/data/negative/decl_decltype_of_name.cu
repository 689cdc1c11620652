// decltype and __typeof of a name alone declare with that name's type: a member access on an int,
// and a device function called from the host through a variable of the type of one
int v;
decltype(v) w;
__typeof(v) u;
struct S { int m; };
S s;
decltype(s) t;
__attribute__((device)) int dv(int);
int f() { return t.m + w.m; }
int g() { return u.x; }
int h() { __typeof__(dv) *p = dv; return p(1); }
