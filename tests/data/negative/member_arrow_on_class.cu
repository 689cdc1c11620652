// `->` on an object of a class with no operator-> (its bases none either)
// is an error at the object; a class whose base template gives one is
// followed through it.
struct S { int a; };
struct T : S {};
union U { int a; };
template <class X> struct W { X *p; X *operator->() { return p; } };
struct V : W<S> {};
int m(S s, T t, U u, V v) {
  int r = s->a;
  r += t->a;
  r += u->a;
  return r + v->a;
}
