// A member function declared twice in its class body with the same
// parameters and qualifiers (whatever its execution spaces, static or
// not, its default arguments or exception specification) is an invalid
// redeclaration; with another return type, an overload by return type
// alone.
struct S3 { void g(int); void g(int); void h(int) const; void h(int) const; void h(int); static void s(); static void s(); void k(); static void k(); int r(); long r(); };
namespace n { struct S4 { void g(const char *, ...); void g(const char *, ...); }; }
template <class T> struct S5 { void h(); void h(); };
struct S6 { friend void fr(); friend void fr(); void u() &; void u() &; void u() &&; };
typedef int RI;
struct RA { void f(int); void f(const int); };
struct RB { void f(int *); void f(int[]); };
struct RC { void f(RI); void f(int); };
struct RD { void f(); void f() noexcept; };
struct RE { void f(int = 1); void f(int); };
struct RF { void f(int); void f(long); void f(int) const; void f(int) volatile; };
struct RG { void f(int); template <class T> void f(T); };
struct RH { struct In { void f(); }; void f(); };
struct RJ { void f(); private: void f(int); };
struct RK2 { __attribute__((device)) void f(); __attribute__((host)) __attribute__((device)) void f(int); };
struct RL { void f(void (*)(int)); void f(void (int)); };
union RU { void f(); void f(); };
struct S { __attribute__((device)) void f(); __attribute__((host)) void f(); };

struct SN { void f() noexcept; void f(); };
int main() { return 0; }
