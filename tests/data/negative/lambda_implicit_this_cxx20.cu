// options: --c++20 --gnu_version=120200 --display_error_number
// C++20 deprecates the implicit capture of this by a [=] default: the reference warns at
// the first member the lambda itself names (not in a nested lambda, a local class or an
// unevaluated operand), and not when [=, this] or [=, *this] says it.
struct S {
  int x;
  int get() const { return x; }
  void m() {
    auto a = [=] { return x; };
    auto b = [=] { return get() + this->x; };
    auto c = [=, this] { return x; };
    auto d = [&] { return x; };
    auto e = [=] { auto f = [&] { return x; }; return f(); };
    auto g = [=] { return sizeof(x); };
    (void)a; (void)b; (void)c; (void)d; (void)e; (void)g;
  }
};
template <class T> struct TS { T x; void m() { auto a = [=] { return x; }; (void)a; } };
struct S2 {
  int x;
  int get() const { return x; }
  void m() {
    auto a = [=] { auto b = [=] { return x; }; return b(); };
    auto c = [=] { return sizeof(x) + decltype(x){}; };
    auto d = [=] { struct L { int f() { return 1; } }; return L().f(); };
    auto e = [=, *this] { return x; };
    auto f = [=] { return [this] { return x; }(); };
    (void)a; (void)c; (void)d; (void)e; (void)f;
  }
  static void sm() { auto g = [=] { return 1; }; (void)g; }
};
