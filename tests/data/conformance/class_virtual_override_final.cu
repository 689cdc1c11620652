// virt-specifier-seq: override final; class-virt-specifier: final [class.virtual]
// overriding with covariant returns, final classes and functions, override in templates
struct shape {
  virtual ~shape() {}
  virtual double area() const = 0;
  virtual shape* clone() const = 0;
  virtual const char* name() const { return "shape"; }
  virtual void visit(int) {}
  virtual int sides() const final { return 0; }
};
struct polygon : shape {
  double area() const override { return 1.0; }
  polygon* clone() const override { return new polygon(*this); }
  const char* name() const override final { return "polygon"; }
  using shape::visit;
  virtual void visit(double) {}
};
struct square final : polygon {
  double s = 2;
  double area() const final override { return s * s; }
  square* clone() const final { return new square(*this); }
  using polygon::visit;
  void visit(int) override {}
};
template <class Base>
struct counted : Base {
  int calls = 0;
  double area() const override { return Base::area() + 1; }
};
struct final_like { int final = 1; int override = 2; };
struct attr_and_virt : shape {
  double area() const noexcept override { return 0; }
  [[nodiscard]] attr_and_virt* clone() const override { return nullptr; }
  virtual auto extra() const -> int final { return 3; }
};
int main() {
  square sq;
  shape* s = &sq;
  shape* c = s->clone();
  counted<polygon> cp;
  final_like fl;
  attr_and_virt av;
  double total = s->area() + c->area() + cp.area() + av.area();
  delete c;
  return int(total) + fl.final + fl.override + av.extra() + sq.polygon::sides() - 16;
}
