struct D { struct type { __attribute__((device)) void d() {} }; };
void h() { D::type t; t.d(); }
