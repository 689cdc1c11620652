// ~type-name / ~decltype-specifier as id-expressions [expr.prim.id.dtor], [class.dtor]/16:
// explicit destructor calls obj.~T(), p->~T(), qualified p->T::~T(), on templates and aliases
using size_t = decltype(sizeof 0);
inline void* operator new(size_t, void* p) noexcept { return p; }

struct tracker {
  int* count;
  ~tracker() { ++*count; }
};
template<class T> struct optional_storage {
  alignas(T) unsigned char buf[sizeof(T)];
  bool engaged = false;
  T* ptr() { return reinterpret_cast<T*>(buf); }
  template<class... A> void emplace(A... a) { ::new (static_cast<void*>(buf)) T{a...}; engaged = true; }
  void reset() { if (engaged) { ptr()->~T(); engaged = false; } }
  ~optional_storage() { reset(); }
};

extern tracker prototype;
namespace lib { struct widget { ~widget() {} }; }
using widget_alias = lib::widget;

int run() {
  int destroyed = 0;
  {
    optional_storage<tracker> o;
    o.emplace(&destroyed);
    o.reset();
    o.emplace(&destroyed);
  }
  alignas(tracker) unsigned char raw[sizeof(tracker)];
  tracker* t = ::new (static_cast<void*>(raw)) tracker{&destroyed};
  t->tracker::~tracker();
  tracker* u = ::new (static_cast<void*>(raw)) tracker{&destroyed};
  (*u).~tracker();
  tracker* w = ::new (static_cast<void*>(raw)) tracker{&destroyed};
  w->~decltype(prototype)();
  alignas(lib::widget) unsigned char wb[sizeof(lib::widget)];
  lib::widget* pw = ::new (static_cast<void*>(wb)) lib::widget;
  pw->lib::widget::~widget();
  pw = ::new (static_cast<void*>(wb)) lib::widget;
  pw->~widget_alias();
  return destroyed;
}
