// Variables redeclared with another type: the previous declaration is
// printed with its type, as declared (typedef names kept).
typedef unsigned long size_type;
namespace geo {
  struct point { float x, y; };
  template <class T, int N = 2> struct vec { T v[N]; };
  extern const point *origin;
  extern vec<float> unit;
}
extern size_type count;
extern long count;

extern const geo::point *geo::origin;
extern geo::point *geo::origin;

extern geo::vec<float, 3> geo::unit;

extern int table[16];
extern int table[];
extern int table[32];

extern void (*handler)(int, const char *, ...);
extern void (*handler)(int, const char *);

__attribute__((device)) int flags;
extern __attribute__((device)) unsigned flags;

int main() { return 0; }
