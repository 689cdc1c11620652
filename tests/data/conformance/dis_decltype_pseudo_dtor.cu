// [expr.prim.id.dtor] [expr.ref] [class.dtor]: ~decltype-specifier as a destructor name in
// explicit destructor calls and in pseudo-destructor calls on scalars, directly, through
// pointers and in templates; also the forms ~T() and p->T::~T() for dependent T
using size_t = decltype(sizeof 0);
void* operator new(size_t, void* p) noexcept { return p; }
void operator delete(void*, void*) noexcept {}
struct resource { static int live; resource() { ++live; } ~resource() { --live; } };
int resource::live = 0;
template <class T> void destroy_at(T* p) { p->~T(); }
template <class T> void destroy_qualified(T* p) { p->T::~T(); }
template <class T> void destroy_decl(T& t) { t.~decltype(t + 0)(); }   // scalars: decltype(t + 0) is T
template <class T> void reset(T& obj) { obj.~T(); new (&obj) T(); }
int main() {
  resource obj;                        // live == 1
  obj.~decltype(obj)();                // explicit destructor call through decltype
  new (&obj) resource;
  resource* p = &obj;
  p->~decltype(obj)();                 // through a pointer
  new (p) resource;
  destroy_at(p);
  new (p) resource;
  destroy_qualified(p);
  new (p) resource;
  reset(obj);
  int i = 3;
  i.~decltype(i)();                    // pseudo-destructor on a scalar
  int* ip = &i;
  ip->~decltype(i)();
  using I = int;
  i.~I();
  double d = 1.0;
  destroy_decl(d);
  destroy_at(ip);
  return resource::live - 1;
}
