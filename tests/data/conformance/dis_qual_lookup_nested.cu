// [basic.lookup.qual] [namespace.udecl] [dcl.meaning]: names after '::' in a nested-name-
// specifier are also looked up as type/namespace names; members named like nested classes,
// in using-declarations, and in qualified declarators of out-of-class definitions
namespace outer {
  namespace inner { int value = 1; inline int func() { return 2; } struct tool { static int make(); }; }
  int inner_count = 0;
}
struct widget {
  struct part { static constexpr int id = 3; int run() const; };
  int part_count = 1;
  static int create();
};
struct gadget : widget {
  int part = 5;                                   // data member hides widget::part for plain lookup
  int probe() const { return widget::part::id + part; } // but not before '::'
};
int widget::part::run() const { return id; }    // declarator with nested classes
int widget::create() { return part::id; }
int outer::inner::tool::make() { return 6; }
namespace consumer {
  int inner = 7;                                  // variable named like the namespace
  using outer::inner::func;                       // using-declaration through the namespace
  using outer::inner::tool;
  int call() { return func() + tool::make() + outer::inner::value + inner; }
}
namespace alias = outer::inner;
int main() {
  int outer = 100;                                // local variable hides nothing before '::'
  gadget g;
  return ::outer::inner::func() + outer::inner::tool::make() + g.probe() + widget::create() +
         widget::part{}.run() + consumer::call() + alias::value + outer - 138;
}
