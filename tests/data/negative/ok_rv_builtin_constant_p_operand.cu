// review: builtin_constant_p_operand
struct D { __attribute__((device)) int operator()(int) const; };
struct H { __attribute__((device)) operator float() const; };
void h() {
  D dd; H hh;
  int a = __builtin_constant_p(dd(1));
  int c = __builtin_constant_p((float)hh);
  (void)a; (void)c;
}
