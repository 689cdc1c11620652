// review: discarded_if_constexpr_object_call_conversion
struct D { __attribute__((device)) int operator()(int) const; };
struct H { __attribute__((device)) operator float() const; };
void h() {
  D dd; H hh;
  if constexpr (false) { dd(5); }
  if constexpr (sizeof(int) == 4) {} else { float f = hh; (void)f; }
}
