// A lambda declarator without "()" before its specifiers is C++23, and a
// lambda template parameter list C++20: the reference accepts both in C++17
// with a warning. After a specifier, an execution-space attribute annotates
// operator(), which is refused.
void f() {
  int a = 1;
  auto l1 = [=] mutable { a += 1; return a; };
  auto l2 = [] constexpr { return 1; };
  auto l5 = [] noexcept { return 1; };
  auto l6 = [] -> int { return 1; };
  auto l7 = [] <class T>(T x) { return x; };
  auto l8 = [=] mutable __attribute__((device)) { return a; };
  (void)l1; (void)l2; (void)l5; (void)l6; (void)l7; (void)l8;
}
