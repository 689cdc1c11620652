// pseudo-destructor calls on scalar types [expr.prim.id.dtor]/2, [expr.call]/5: p->~T() and
// x.~T() where T names a scalar via typedef or template parameter (generic destroy helpers)
template<class T> void destroy_at(T* p) { p->~T(); }
template<class T> void destroy(T* first, T* last) { for (; first != last; ++first) first->~T(); }
template<class T> void destroy_ref(T& r) { r.~T(); }
template<class T> struct alloc_traits {
  using value_type = T;
  static void destroy(value_type* p) { p->~value_type(); }
};

typedef int int_t;
using ptr_t = const char*;
enum class color { red };

int run() {
  int i = 1;
  double ds[3] = {1, 2, 3};
  const char* s = "x";
  color c = color::red;
  int* ip = &i;
  destroy_at(&i);
  destroy(ds, ds + 3);
  destroy_ref(s);
  destroy_ref(c);
  destroy_at(&ip);
  alloc_traits<long>::destroy(nullptr);
  i.~int_t();
  ip->~int_t();
  s.~ptr_t();
  i.int_t::~int_t();
  return i;
}

template<class T> struct vec {
  T* b; T* e;
  void clear() { while (e != b) (--e)->~T(); }
};
void clear_all(vec<int>& vi, vec<float*>& vp, vec<color>& vc) { vi.clear(); vp.clear(); vc.clear(); }
