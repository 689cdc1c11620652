// The initializer and array bound of a static data member defined out of
// its class see the class's names: a member template named there is a
// template-id. A qualified call in a namespace-scope initializer is no
// declarator: its arguments are looked up where the call stands.
struct Dispatch {
  typedef void (*fn_t)(int);
  template <int N> static void run(int x) { (void)x; }
  static void plain(int x) { (void)x; }
  enum { Slots = 2 };
  static fn_t table[Slots];
  static fn_t one;
  static fn_t two;
  static int size;
};
Dispatch::fn_t Dispatch::table[Slots] = { &run<16>, &run<32> };
Dispatch::fn_t Dispatch::one = &run<8>;
Dispatch::fn_t Dispatch::two{&plain};
int Dispatch::size = sizeof(fn_t) * Slots;

namespace d { int v = 3; }
namespace A { int f(int x) { return x; } namespace d { } }
int x = A::f(d::v);
int y = (A::f(d::v));
int z[] = { A::f(d::v), A::f(1) };
