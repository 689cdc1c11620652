// Execution space annotations on a member function explicitly defaulted on
// its first declaration, not virtual: the reference ignores them, warning
// at each, and the function is as if declared implicitly, so host code may
// construct, copy, assign and destroy such objects. A virtual one keeps
// its space; one defaulted out of its class keeps its annotations.
struct S { __attribute__((host)) __attribute__((device)) S() = default; int x; };
struct T { __attribute__((device)) T() = default; __attribute__((host)) ~T() = default; };
struct U {
  __attribute__((host)) __attribute__((device)) U(const U &) = default;
  U() = default;
  __attribute__((device)) U &operator=(const U &) = default;
};
struct R { __attribute__((device)) __attribute__((host)) R() = default; };
template <class X> struct Box { __attribute__((device)) Box() = default; X x; };
struct V { __attribute__((device)) virtual ~V() = default; };
struct E { __attribute__((device)) E(); };
__attribute__((device)) E::E() = default;
void host_uses() {
  S s;
  T t;
  U a;
  U b(a);
  a = b;
  R r;
  Box<int> box;
  E e;
}
