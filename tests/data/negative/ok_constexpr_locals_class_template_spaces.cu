// The reference accepts each: a class template's member declared
// __device__ and defined __host__ after its specialisation B<int> was made
// by `sizeof`, an explicit instantiation (declaration or definition) or a
// member of another class is host and device there; a constexpr local
// made by default initialization, from `{}`, `= {}`, `= 1` or `= T{}` is
// evaluated, its constructor's call not checked.
template<class T> struct B1 { __attribute__((device)) void f(); };
int z = sizeof(B1<int>);
template<class T> __attribute__((host)) void B1<T>::f() {}
template<class T> struct B2 { __attribute__((device)) void f(); };
extern template struct B2<int>;
template<class T> __attribute__((host)) void B2<T>::f() {}
template<class T> struct B3 { __attribute__((device)) void f(); };
struct X { B3<int> m; };
template<class T> __attribute__((host)) void B3<T>::f() {}
template<class T> struct B4 { __attribute__((device)) void f(); };
template struct B4<int>;
template<class T> __attribute__((host)) void B4<T>::f() {}
void g() { B1<int> a; a.f(); B2<int> b; b.f(); B3<int> c; c.f(); B4<int> d; d.f(); }
struct T { int x; constexpr __attribute__((device)) T() : x(0) {} constexpr __attribute__((device)) T(int a) : x(a) {} };
template<class U> struct TT { U x; constexpr __attribute__((device)) TT() : x(0) {} };
void h() {
    constexpr T a{}; constexpr T b = 1; constexpr T c; constexpr T d = {}; constexpr T e = T{};
    static constexpr T f{}; constexpr TT<int> g{};
}
