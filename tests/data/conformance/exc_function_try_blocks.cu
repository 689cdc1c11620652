// function-try-block: try ctor-initializer(opt) compound-statement handler-seq [except.pre]
// on constructors (catching mem-initializer exceptions), destructors, ordinary functions,
// member functions, function templates, main-like functions and lambdas' enclosing functions
struct resource { int v; explicit resource(int x) : v(x) { if (x < 0) throw x; } };
struct holder {
  resource r;
  int extra;
  static int failures;
  holder(int x) try : r(x), extra(1) {
    extra = 2;
  } catch (int) {
    ++failures;
  }
  holder(int x, int y) try : holder(x + y) {} catch (...) { ++failures; throw; }
  ~holder() try { extra = 0; } catch (...) {}
  int get() const try { return r.v + extra; } catch (...) { return -1; }
};
int holder::failures = 0;
template <class T>
struct wrapper : T {
  template <class... A>
  wrapper(A... a) try : T(a...) {} catch (...) {}
};
int parse(int v) try {
  if (v == 0) throw "zero";
  return v;
} catch (const char*) {
  return -100;
}
template <class T> T checked(T v) try { if (v < T(0)) throw v; return v; } catch (T) { return T(0); }
void no_return() try { throw 1; } catch (int) { return; }
int main() {
  holder h(3);
  int caught = 0;
  try { holder bad(-1); } catch (int) { ++caught; }
  try { holder bad2(-5, 1); } catch (int) { ++caught; }
  no_return();
  try { wrapper<resource> w(-2); } catch (int) { ++caught; }
  return h.get() + parse(0) + parse(7) + checked(-3) + checked(4) + caught + holder::failures - (5 - 100 + 7 + 4 + 3 + 3);
}
