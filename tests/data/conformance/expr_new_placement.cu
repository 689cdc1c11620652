// new-expression [expr.new]: new-placement ( expression-list ), ::new, parenthesised
// type-id, new-initializer ( ) / { } / none, class-specific and global operator new selection
using size_t = decltype(sizeof 0);
inline void* operator new(size_t, void* p) noexcept { return p; }
inline void* operator new[](size_t, void* p) noexcept { return p; }
inline void operator delete(void*, void*) noexcept {}
struct arena_tag {};
void* operator new(size_t n, arena_tag, int align);
void operator delete(void* p, arena_tag, int align);

struct point { int x, y; point() : x(0), y(0) {} point(int a, int b) : x(a), y(b) {} };
struct agg { int a; double b; };
struct counted {
  static int live;
  int v;
  static void* operator new(size_t n);
  static void* operator new(size_t n, int hint);
  static void operator delete(void* p);
  counted(int x = 0) : v(x) { ++live; }
};

int run() {
  alignas(point) unsigned char buf[4 * sizeof(point)];
  point* a = new (buf) point;
  point* b = new (buf) point();
  point* c = new (buf) point(1, 2);
  point* d = new (buf) point{3, 4};
  point* e = ::new (buf) point{};
  point* f = ::new (static_cast<void*>(buf)) (point)(5, 6);
  agg* g = new (buf) agg{1, 2.0};
  agg* h = new (buf) agg();
  int* i = new (buf) int(7);
  int* j = new (buf) int{};
  int* k = new (buf) int;
  counted* l = new counted(1);
  counted* m = new (42) counted{2};
  counted* n = ::new (arena_tag{}, 16) counted;
  int (*o)[2] = new (buf) int[3][2];
  return a->x + b->x + c->y + d->x + e->x + f->y + g->a + int(h->b) + *i + *j + (k != nullptr)
       + l->v + m->v + n->v + o[0][0];
}
template<class T, class... Args> T* construct_at(T* p, Args... args) { return ::new (static_cast<void*>(p)) T(args...); }
template<class T, class... Args> T* construct_braced(void* p, Args... args) { return ::new (p) T{args...}; }
point* use(point* p) { construct_braced<agg>(p, 1, 2.0); return construct_at(p, 1, 2); }
