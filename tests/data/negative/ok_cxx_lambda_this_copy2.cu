// More members written through a copy of *this in mutable lambdas (valid: the reference accepts it).
struct S { int m; int arr[2];
  void f() { [this]{ m = 1; }(); [&]{ m = 2; arr[0] = 1; }(); [=]{ m = 3; }(); [this]() -> const int { m = 4; return 0; }(); }
  void g() const noexcept { [=, *this]() mutable { m = 5; }(); }
  void h() { [*this]() mutable { m = 6; }(); }
  void k() volatile { m = 7; }
  int (*fp() const)(int);
  void l() &&;
  auto tr() const -> int { return m; }
};
void S::l() && { m = 8; }
