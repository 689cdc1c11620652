// Entities defined twice: unions, scoped and opaque-declared enums, typedefs
// to another type, functions (free, inline, members defined outside their
// class), next to what may repeat: prototypes, overloads, a member declared
// then defined once, GNU extern inline before its definition; namespace
// aliases and variable templates (not yet: function templates).
union U { int a; };
union U { int b; };
enum class SE { A };
enum class SE { B };
enum UE : int;
enum UE : int { X };
enum UE : int { Y };
typedef int TD;
typedef long TD;
void f();
void f() {}
void f();
void f() {}
int g(int x) { return x; }
int g(long y) { return (int)y; }
int g(int y) { return y; }
inline void h() {}
inline void h() {}
struct C { void m(); void n() {} };
void C::m() {}
void C::m() {}
void C::n() {}
extern inline __attribute__((__gnu_inline__)) int gi(int x) { return x; }
int gi(int x) { return x + 1; }
struct S {};
int k(const char *p, S &s, unsigned long n) { return 0; }
int k(int) { return 0; }
int k(const char *p, S &s, unsigned long n) { return 1; }
namespace N { struct D { void m(int); void m(double); }; }
void N::D::m(int) {}
void N::D::m(int) {}
void N::D::m(double) {}
namespace N1 {} namespace N2 {}
namespace NA = N1;
namespace NA = N1;
namespace NA = N2;
template <class T> int tv = 1;
template <class T> int tv = 2;
template <class T> constexpr T pi = T(3);
template <> constexpr int pi<int> = 3;
template <class T> constexpr T *pi<T *> = nullptr;
