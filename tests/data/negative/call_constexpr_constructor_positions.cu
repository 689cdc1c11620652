// Where the reference reports a constexpr __device__ constructor called
// from host code: `T{}` and `new T{}`, `new T()` at the bracket opening the
// initializer, `new T(1)` at the `new`; a variable initialized from
// constants at its initializer (`{`, the first argument, the expression
// after `=`), from anything else at its name. The members' default
// constructors a constexpr constructor leaves to them are reported first,
// at its name, also for a __device__ one. A non-constexpr constructor's
// call from `T{}` or `new T{}` is not checked (the reference's choice).
// An empty list copy-initializing a return value or a parameter
// (`return {};`, `t({})`) calls the default constructor at its brace.
// A class template's specialisation's constexpr constructor is placed so
// too; a deleted copy constructor leaves `T{}` a value-initialization.
struct M { constexpr __attribute__((device)) M() {} };
struct A { M m; constexpr A() {} };
struct A7 {
    M m;
    __attribute__((device)) constexpr A7() {}
    __attribute__((device)) constexpr A7(int) : m() {}
    __attribute__((device)) constexpr A7(int, int) : m() {}
};
struct D { __attribute__((device)) D(); __attribute__((device)) D(int); };
enum { E = 3 };
void t(A);
void h1() { A{}; A c = A{}; A d{A{}}; t(A{}); new A{}; new A(); }
A h2() { return A{}; }
void h3() { A7(); A7 a; A7{}; A7 b{}; new A7(); new A7{}; A7 c = A7(); }
void h4() { A7 a(1, 2); A7 b((1)); A7 c = (1); A7 d = {}; A7 e = {1}; new A7(1, 2); static A7 s(1); }
void h5() { int v = 1; A7 a(v); A7 b(v + 1, 2); A7 c{v}; A7 d = v; A7 e(E, sizeof(int)); A7 f(-1); }
void h6() { new D(); new D; D{}; D d{}; D e{1}; new D{}; }
void u7(A7);
void ud(const D &);
A7 h7() { return {}; }
void h8() { u7({}); t({}); ud({}); }
D h9() { return {}; }
template<class U> struct TT { U x; constexpr __attribute__((device)) TT() : x(0) {} constexpr __attribute__((device)) TT(U a) : x(a) {} };
struct TD { constexpr __attribute__((device)) TD() {} TD(const TD &) = delete; };
void h10() { TT<int> t{}; TT<int> *p = new TT<int>(); constexpr TT<int> u(1); TD{}; }
