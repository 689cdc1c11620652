// Member names the parser must read as such: a member template named
// through its class after `->` or `.` without arguments; a member
// template brought in by a using-declaration beside a function that is
// none; a member named like a visible type after `->` of an object; an
// earlier parameter in a later one's decltype; `final` after a partial
// specialisation's arguments and after a qualified class name.
struct LoaderBase { template <typename T> T load(const T *p) { return *p; } };
struct Loader : LoaderBase {
  float l1(const float *p) { return this->LoaderBase::load(p); }
  float l2(const float *p) { return LoaderBase::load<float>(p) + this->LoaderBase::template load<float>(p); }
};
float g(Loader &l, const float *p) { return l.LoaderBase::load(p); }

struct Alloc { void *allocate(int n); template <typename T> T *allocate(int n) { return 0; } };
struct Arena : Alloc { using Alloc::allocate; };
float *h(Arena &a) { return a.allocate<float>(32); }

struct Kind { int k; };
struct Node { int Kind; };
struct Ptr { Node *n; Node *operator->() const { return n; } };
int kind_of(Ptr c, Node *q, Node *arr[]) { return c->Kind + q->Kind + arr[0]->Kind; }
auto trailing(int x) -> Kind { Kind k = { x }; return k; }

int clampi(int v, int lo = 0, decltype(v) hi = 255) { return v < lo ? lo : v > hi ? hi : v; }
int sum3(int v, int lo, decltype(v) hi = 1) { return v + lo + hi; }

template <typename T, int N> struct Outer {
  template <typename U, int M> struct Impl { int f() { return 0; } };
  template <typename U> struct Impl<U, 16> final { int f() { return 1; } };
};
Outer<int, 1>::Impl<int, 16> x;
namespace N { struct S; struct B { virtual int f() { return 0; } }; }
struct N::S final : B { int f() override final { return 1; } };
