// function-try-block: try ctor-initializer(opt) compound-statement handler-seq  [except.pre], [dcl.fct.def.general]
// on constructors with mem-initializers (catching base/member construction failures), destructors,
// ordinary functions, member functions, templates and main-free helpers; rethrow at end of ctor handler
struct resource {
  int id;
  explicit resource(int i) : id(i) { if (i < 0) throw i; }
};
struct base { explicit base(int v) { if (v == 99) throw 1.0; } };
struct owner : base {
  resource r;
  int status = 0;
  explicit owner(int v) try : base(v), r(v) {
    status = 1;
  } catch (int) {
    status = -1;
  } catch (double) {
  }
  ~owner() try {
    status = 0;
  } catch (...) {
  }
  int get() const try { return r.id; } catch (...) { return -1; }
};
int parse(int v) try {
  if (v == 0) throw v;
  return v * 2;
} catch (int) {
  return -1;
} catch (...) {
  return -2;
}
template <class T> T checked(T v) try {
  if (v < T(0)) throw v;
  return v;
} catch (T bad) {
  return -bad;
}
struct delegating {
  int n;
  delegating(int v) : n(v) {}
  delegating() try : delegating(5) {} catch (...) {}
};
void noreturn_body() try { throw 1; } catch (int) { return; }
int main() {
  owner o(3);
  delegating d;
  noreturn_body();
  return o.get() + parse(2) + parse(0) + checked(-2) + int(checked(1.5)) + d.n - 13;
}
