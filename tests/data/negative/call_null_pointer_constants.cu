// Null pointer constants as the reference takes them: the literal 0 in any
// integer type, its casts, parentheses and '\0'; not -0, +0, false, const
// or constexpr variables, enumerators, operators' results or calls. And
// unnamed classes and enumerations printed with their key.
void g(int *);
const int cz = 0;
constexpr int ce = 0;
enum { EZ = 0 };
int fz();
struct S { int m; static const int sm = 0; };
void f(int i, S s) {
  g(-0);
  g(+0);
  g(cz);
  g(ce);
  g(false);
  g(EZ);
  g(0u);
  g(0L);
  g((short)0);
  g(S::sm);
  g(i);
  g(s.m);
  g(fz());
  g(i++);
  g(!i);
  g(sizeof(int) - 4);
  g((0));
  g('\0');
}
enum { EU = 1 } ev;
struct { int a; } us;
union { int a; float b; } uu;
typedef enum { TA } TE;
void f2() { g(EU); g(us); g(uu); g(TA); }
