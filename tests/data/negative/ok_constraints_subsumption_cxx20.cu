// options: --c++20 --gnu_version=120200
// Valid calls the reference accepts, each once a false error: overloads told
// apart by constraints alone (a requires-clause against none, a more
// constrained one, constructor and member templates, hidden friends,
// operators: subsumption is not modelled, so nothing is said), and
// constraints over values the evaluator once got wrong (an array's bound
// from its initializer, `const T&` of an array of const, `&S::m`, sizes of
// classes with a virtual destructor, reference members, [[no_unique_address]]).
namespace case1 {
template<class T, class U> constexpr bool same_v = false;
template<class T> constexpr bool same_v<T, T> = true;
int a[] = {1,2,3,4};
char s[] = "hello";
struct K { static constexpr int m[] = {1, 2}; };
extern int e[]; int e[3];
template<class T> requires same_v<T, int[4]> int f(T&) { return 0; }
template<class T> requires (!same_v<T, int[4]>) __attribute__((device)) int f(T&) { return 1; }
template<class T> requires same_v<T, char[6]> int h(T&) { return 0; }
template<class T> requires (!same_v<T, char[6]>) __attribute__((device)) int h(T&) { return 1; }
template<class T> requires same_v<T, const int[2]> int k(T&) { return 0; }
template<class T> requires (!same_v<T, const int[2]>) __attribute__((device)) int k(T&) { return 1; }
template<class T> requires same_v<T, int[3]> int p(T&) { return 0; }
template<class T> requires (!same_v<T, int[3]>) __attribute__((device)) int p(T&) { return 1; }
void g() { f(a); h(s); k(K::m); p(e); }
}
namespace case2 {
template<class T, class U> constexpr bool same_v = false;
template<class T> constexpr bool same_v<T, T> = true;
const int a[4] = {};
const volatile int cv[2] = {};
template<class T> requires same_v<T, int[4]> int f(const T&) { return 0; }
template<class T> requires (!same_v<T, int[4]>) __attribute__((device)) int f(const T&) { return 1; }
template<class T> requires same_v<T, char[4]> int h(const T&) { return 0; }
template<class T> requires (!same_v<T, char[4]>) __attribute__((device)) int h(const T&) { return 1; }
template<class T> requires same_v<T, volatile int[2]> int k(const T&) { return 0; }
template<class T> requires (!same_v<T, volatile int[2]>) __attribute__((device)) int k(const T&) { return 1; }
void g() { f(a); h("abc"); k(cv); }
}
namespace case3 {
template<class T, class U> constexpr bool same_v = false;
template<class T> constexpr bool same_v<T, T> = true;
struct S { int m; int arr[3]; };
struct D : S {};
template<class T> requires same_v<T, int S::*> int f(T) { return 0; }
template<class T> requires (!same_v<T, int S::*>) __attribute__((device)) int f(T) { return 1; }
template<class T> requires same_v<T, int (S::*)[3]> int h(T) { return 0; }
template<class T> requires (!same_v<T, int (S::*)[3]>) __attribute__((device)) int h(T) { return 1; }
void g() { f(&S::m); f(&D::m); h(&S::arr); }
}
namespace case4 {
struct V { virtual ~V(); };
template<class T> concept C = (sizeof(V) == 8);
template<class T> concept CA = (alignof(V) == 8);
template<C T> int f(T) { return 0; }
template<class T> requires (!C<T>) __attribute__((device)) int f(T) { return 1; }
template<CA T> int h(T) { return 0; }
template<class T> requires (!CA<T>) __attribute__((device)) int h(T) { return 1; }
void g() { f(1); h(1); }
}
namespace case5 {
struct R { int &r; };
struct RR { int &&r; char c; };
template<class T> requires (sizeof(R) == 8) int f(T) { return 0; }
template<class T> requires (sizeof(R) != 8) __attribute__((device)) int f(T) { return 1; }
template<class T> requires (alignof(R) == 8) int h(T) { return 0; }
template<class T> requires (alignof(R) != 8) __attribute__((device)) int h(T) { return 1; }
template<class T> requires (sizeof(RR) == 16) int k(T) { return 0; }
template<class T> requires (sizeof(RR) != 16) __attribute__((device)) int k(T) { return 1; }
void g() { f(1); h(1); k(1); }
}
namespace case6 {
struct E {}; struct E2 {};
struct S { [[no_unique_address]] E e; int b; };
struct S2 { [[no_unique_address]] E e; [[no_unique_address]] E2 f; char b; };
template<class T> requires (sizeof(S) == 4) int f(T) { return 0; }
template<class T> requires (sizeof(S) != 4) __attribute__((device)) int f(T) { return 1; }
template<class T> requires (sizeof(S2) == 1) int h(T) { return 0; }
template<class T> requires (sizeof(S2) != 1) __attribute__((device)) int h(T) { return 1; }
void g() { f(1); h(1); }
}
namespace case7 {
template<class T> concept A = sizeof(T) == 4;
template<class T> requires A<T> int f(T) { return 0; }
template<class T> __attribute__((device)) int f(T) { return 1; }
template<class T> __attribute__((device)) int h(T) { return 1; }
template<class T> int h(T) requires A<T> { return 0; }
void g() { f(1); h(1); }
}
namespace case8 {
template<class T> concept A = sizeof(T) == 4;
template<class T> concept B = sizeof(T) > 1;
template<class T> concept AB = A<T> && B<T>;
template<class T> requires A<T> && B<T> int f(T) { return 0; }
template<class T> requires A<T> __attribute__((device)) int f(T) { return 1; }
template<class T> requires A<T> int h(T) { return 0; }
template<class T> requires A<T> || B<T> __attribute__((device)) int h(T) { return 1; }
template<class T> __attribute__((device)) int k(T) requires A<T> { return 1; }
template<class T> int k(T) requires AB<T> { return 0; }
void g() { f(1); h(1); k(1); }
}
namespace case9 {
template<class T> concept A = sizeof(T) == 4;
template<class T> concept B = sizeof(T) > 1;
struct X {
  template<class T> requires A<T> && B<T> X(T) {}
  template<class T> requires A<T> __attribute__((device)) X(T) {}
};
struct M {
  template<class T> requires A<T> && B<T> int f(T) { return 0; }
  template<class T> requires A<T> __attribute__((device)) int f(T) { return 1; }
};
void g() { X x(1); X y = 2; M m; m.f(1); }
template<class T> struct W {
  template<class U> requires A<U> && B<U> int f(U) { return 0; }
  template<class U> requires A<U> __attribute__((device)) int f(U) { return 1; } };
void g2() { W<int> w; w.f(1); }
}
namespace case10 {
template<class T> concept A = sizeof(T) == 4;
template<class T> concept B = sizeof(T) > 1;
struct X { int v;
  template<class T> requires A<T> && B<T> friend bool operator==(X, T) { return true; }
  template<class T> requires A<T> friend __attribute__((device)) bool operator==(X, T) { return false; }
  template<class T> requires A<T> && B<T> int operator()(T) { return 0; }
  template<class T> requires A<T> __attribute__((device)) int operator()(T) { return 1; }
  template<class T> requires A<T> && B<T> int operator[](T) { return 0; }
  template<class T> requires A<T> __attribute__((device)) int operator[](T) { return 1; }
  template<class T> requires A<T> && B<T> X& operator+=(T) { return *this; }
  template<class T> requires A<T> __attribute__((device)) X& operator+=(T) { return *this; }
};
void g() { X x{1}; bool b = x == 1; bool c = x != 1; bool d = 1 == x; bool e = 1 != x;
           x(1); x[1]; x += 1; }
}
namespace case11 {
template<class T> concept A = sizeof(T) == 4;
template<class T> concept B = sizeof(T) > 1;
template<class T> requires A<T> && B<T> int f(T) { return 0; }
template<class T> requires A<T> __attribute__((device)) int f(T) { return 1; }
namespace N { struct Z {};
  template<class T> requires A<T> && B<T> int q(Z, T) { return 0; }
  template<class T> requires A<T> __attribute__((device)) int q(Z, T) { return 1; } }
template<class T> int tmpl(T) { return f(1); }
template<class U> struct Z { int h() { return f(1); } };
struct Y { int m; Y() : m(f(1)) {} };
void g1() { auto l = [] { return f(1); }; l(); }
void g2() { f<int>(1); }
void g3() { N::Z z; q(z, 1); N::q(z, 2); }
__attribute__((host)) __attribute__((device)) void g4() { f(1); }
}
