// A generic lambda's body is a template's: its implicit calls (constructors,
// destructors, operators) wait for an instantiation, which the reference never
// reports here, while a call written by name is checked; a plain lambda's are all
// checked.
struct T { __attribute__((device)) T(int); __attribute__((device)) ~T(); };
struct U { __attribute__((device)) ~U(); };
struct V { __attribute__((device)) V(); int operator+(int) const; __attribute__((device)) int operator-(int) const; };
__attribute__((device)) int d();
void g() { auto l = [](auto q) { U u; T t(1); V v; (void)(v - 1); (void)T(2); T w = T(3); d(); }; }
template<class X> void h() { U u; V v; (void)(v - 1); (void)T(1); d(); T w = T(2); }
void k() { auto l = [](int q) { U u; T t(1); T w = T(3); d(); }; }
void m() { auto l = []<class X>(X q) { T t(1); d(); }; }
