// Members reached through a base lookup does not follow are not reported
// undefined: a class template deriving from its own parameter (a mixin,
// `C<U>`), a base named by an alias of a template parameter or by a
// member typedef of a specialisation (enable_if<..>::type).
struct U { typedef int T; int v; static void sf(); };
template <class S> struct C : S {};
struct D : C<U> { void f() { v = 1; sf(); (void)sizeof(T); } };
template <class... Ts> struct Mix : Ts... {};
struct W { int w; };
struct M : Mix<U, W> { int g() { return v + w; } };
struct A { int a; };
template <class T> struct id { typedef T type; };
template <class T> using self = T;
struct E : id<A>::type { int f() { return a; } };
struct F : self<A> { int g() { return a; } };
template <class Final, class Policy> struct Host : Policy { int h() { return static_cast<Final *>(this)->x; } };
struct Pol { int p; };
struct G : Host<G, Pol> { int x; int k() { return p; } };
