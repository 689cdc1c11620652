// C++17 conformance: disambiguation
// [dcl.ambig.res] p1: function declaration vs object: T x(U()); declares a function,
// T x((U())); T x(U{}); T x{U()}; T x = T(U()); declare objects
struct timer { int t = 1; };
struct timer_factory { int v = 0; timer_factory() = default; };
struct scope {
  int v;
  scope(timer t) : v(t.t) {}
  scope(timer_factory (*)()) : v(100) {}
  int get() const { return v; }
};
timer make_timer() { return timer{}; }
int tally() {
  scope s1(timer());              // function: scope s1(timer (*)())
  scope s2((timer()));            // object: extra parentheses
  scope s3(timer{});              // object: braced temporary
  scope s4{timer()};              // object: braced initializer
  scope s5 = scope(timer());      // object: copy-initialisation
  scope s6(timer_factory());      // function again
  int i(int());                   // function int i(int (*)())
  int j((int()));                 // object, value 0
  int k(int(0));                  // object: int(0) is not a declarator
  scope s7(make_timer());         // object: make_timer is not a type
  return s2.get() + s3.get() + s4.get() + s5.get() + s7.get() + j + k + s1(make_timer).get() + s6(nullptr).get() + i(nullptr);
}
scope s1(timer (*f)()) { return scope(f()); }
scope s6(timer_factory (*)()) { return scope(timer{}); }
int i(int (*)()) { return 3; }
int main() { return tally() - 10; }
