// C++17 conformance: disambiguation
// [lex.name] p2 identifiers with special meaning: final, override, import, module used as
// ordinary identifiers, and as virt-specifiers / class-virt-specifier where they are special
struct final { int v = 1; };                          // a class named final
struct override { int v = 2; };
struct base {
  virtual int f() const { return 0; }
  virtual int g() const { return 0; }
  virtual ~base() = default;
};
struct leaf final : base {                            // class-virt-specifier
  int final = 3;                                      // data member named final
  int override = 4;
  int f() const override { return final; }            // virt-specifier after a cv-qualifier
  int g() const final { return override; }
};
struct derived2 : base { int f() const override final { return 5; } };
struct final_holder { struct final f; };              // elaborated type named final
int import = 6;                                       // ordinary variables in C++17/20 non-module TU
int module = 7;
int final_fn(int final, int override) { return final + override; }
struct bits { unsigned final : 2; unsigned override : 3; };   // bit-fields named final and override
template <class final> struct tmpl { final x; };      // template parameter named final
int main() {
  leaf l;
  derived2 d;
  final_holder h;
  struct override o;
  bits b{1, 2};
  tmpl<int> t{8};
  const base& r = l;
  return r.f() + r.g() + d.f() + h.f.v + o.v + import + module + final_fn(1, 2) + b.final + b.override + t.x - 42;
}
