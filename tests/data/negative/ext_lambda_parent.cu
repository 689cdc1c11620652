// options: --c++17 --gnu_version=120200 --extended-lambda
// The enclosing function of an extended lambda: no deduced return type, its
// address can be taken (no constructor or destructor), a public member of a
// named class that no private or protected class encloses.
template <class F> void use(F) {}
auto f3() { use([=] __attribute__((device)) (int i) { return i; }); return 1; }
decltype(auto) f4() { use([] __attribute__((device)) (int i) { return i; }); return 1; }
template <class T> auto h1(T) { use([] __attribute__((device)) (int i) { return i; }); return 1; }
struct S {
  S() { use([=] __attribute__((device)) (int i) { return i; }); }
  ~S() { use([=] __attribute__((device)) (int i) { return i; }); }
  template <class Q> S(Q) { use([] __attribute__((host)) __attribute__((device)) (int i) { return i; }); }
  auto operator+(int) { use([] __attribute__((device)) (int i) { return i; }); return 1; }
  auto operator()() { use([] __attribute__((device)) (int i) { return i; }); return 1; }
protected:
  void pm() { use([=] __attribute__((device)) (int i) { return i; }); }
private:
  static void sm() { use([=] __attribute__((device)) (int i) { return i; }); }
  void zp();
  class In { public: void q() { use([] __attribute__((device)) (int i) { return i; }); } };
public:
  auto am() { use([=] __attribute__((device)) (int i) { return i; }); return 1; }
};
void S::zp() { use([] __attribute__((device)) (int i) { return i; }); }
class C2 { void cp() { use([] __attribute__((device)) (int i) { return i; }); } public: void cq() { use([] __attribute__((device)) (int i) { return i; }); }
  protected: struct N { void n() { use([] __attribute__((device)) (int i) { return i; }); } }; };
struct { void u() { use([] __attribute__((device)) (int i) { return i; }); } } anon_obj;
class O { struct { private: auto u() { use([] __attribute__((device)) (int i) { return i; }); return 1; } } m;
  class In { In() { use([] __attribute__((device)) (int i) { return i; }); } }; };
auto r1() { auto g = [] { use([] __attribute__((device)) (int i) { return i; }); }; g(); return 1; }
auto operator-(S, int) { use([] __attribute__((device)) (int i) { return i; }); return 1; }
void outer() { struct Loc { void m() { use([] __attribute__((device)) (int i) { return i; }); } }; Loc l; l.m(); }
void outer2() { class Loc { auto m() { use([] __attribute__((device)) (int i) { return i; }); return 1; } }; }
typedef struct { void m() { use([] __attribute__((device)) (int i) { return i; }); } } TD;
