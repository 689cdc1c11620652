// destructor names of class template specializations [class.dtor]/16, [expr.prim.id.dtor]:
// p->~X<T>(), p->X<T>::~X(), obj.~X(), ~T() on dependent types, this->~X(), alias names
using size_t = decltype(sizeof 0);
inline void* operator new(size_t, void* p) noexcept { return p; }
inline void operator delete(void*, void*) noexcept {}
namespace lib {
  template<class T> struct vec { T* p = nullptr; int* log; ~vec() { ++*log; } };
  template<class T> using vec_alias = vec<T>;
}
template<class T> struct node {
  T value;
  int* log;
  ~node() { ++*log; }
  void destroy_self() { this->~node(); }
  void destroy_self_qualified() { this->node<T>::~node(); }
};

int run() {
  int log = 0;
  alignas(16) unsigned char buf[64];
  auto* v = ::new (static_cast<void*>(buf)) lib::vec<int>{nullptr, &log};
  v->~vec<int>();
  v = ::new (static_cast<void*>(buf)) lib::vec<int>{nullptr, &log};
  v->lib::vec<int>::~vec();
  v = ::new (static_cast<void*>(buf)) lib::vec<int>{nullptr, &log};
  v->~vec();
  v = ::new (static_cast<void*>(buf)) lib::vec<int>{nullptr, &log};
  (*v).lib::vec<int>::~vec<int>();
  v = ::new (static_cast<void*>(buf)) lib::vec<int>{nullptr, &log};
  using lib::vec_alias;
  v->~vec_alias<int>();
  auto* n = ::new (static_cast<void*>(buf)) node<long>{1, &log};
  n->destroy_self();
  n = ::new (static_cast<void*>(buf)) node<long>{2, &log};
  n->destroy_self_qualified();
  return log;
}

template<class T> void destroy_generic(T* p) { p->~T(); }
template<class T> void destroy_qualified(T* p) { p->T::~T(); }
template<template<class> class C, class T> void destroy_tt(C<T>* p) { p->~C<T>(); p->~C(); }
void generic(lib::vec<char>* a, node<int>* b) { destroy_generic(a); destroy_qualified(b); destroy_tt(a); }
