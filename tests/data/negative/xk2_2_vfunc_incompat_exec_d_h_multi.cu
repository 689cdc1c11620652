// tests: two override mismatches in one derived class (device base overridden by host; host base overridden by host-device)
struct B { virtual __attribute__((device)) void f(); virtual void g(); virtual void ok(); };
struct D : B {
  void f();
  __attribute__((host)) __attribute__((device)) void g();
  void ok();
};
