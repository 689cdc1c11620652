// Member access through a class's operator->: called at the `->` (its own
// space checked), applied again while it yields a class, then the member
// of what the pointer points to.
struct E { __attribute__((device)) void dev() {} void host() {} int x; };
struct It { E* p; __attribute__((device)) E* operator->() const { return p; } };
struct Ih { E* p; E* operator->() const { return p; } };
void h0() { It j{0}; j->host(); Ih k{0}; k->dev(); int y = k->x; (void)y; }
template<class T> struct P { T* p; T* operator->() const { return p; } };
struct Chain { P<E> q; P<E> operator->() const { return q; } };
template<class T> struct D { T* p; __attribute__((device)) T* operator->() { return p; } };
void h1() { P<E> j{0}; j->dev(); }
void h2() { Chain c; c->host(); c->dev(); }
void h3() { D<E> d{0}; d->host(); }
