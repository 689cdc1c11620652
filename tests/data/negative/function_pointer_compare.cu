// A function named alone as an operand of == != && || is converted to a
// pointer to it (the expression is typed); a device function whose result
// is deduced (`auto`) named so in host code is the reference's 3623.
void mark_init(int);
void other(int);
struct G { void (*fn)(int); int (*get)(); };
G g;
__attribute__((device)) void dv(int);
__attribute__((device)) auto dauto() { return 1; }
bool f(int force) { return g.fn == mark_init || force; }
bool h() { return g.fn != other && g.fn == nullptr; }
bool k() { return g.fn == dv; }
bool m() { return g.get == dauto; }
