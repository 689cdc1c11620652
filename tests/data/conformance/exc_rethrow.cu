// throw-expression: throw assignment-expression(opt) [expr.throw]; rethrow with `throw;`
// inside handlers, in functions called from handlers, rethrow from catch (...), translation
struct base_error { int level; virtual ~base_error() {} };
struct derived_error : base_error { derived_error() { level = 2; } };
void rethrow_current() { throw; }
int translate() {
  try { throw; }
  catch (const derived_error& e) { return 20 + e.level; }
  catch (base_error& e) { return 10 + e.level; }
  catch (...) { return -1; }
}
int layered() {
  try {
    try {
      throw derived_error();
    } catch (base_error& e) {
      e.level = 5;
      throw;
    }
  } catch (derived_error& e) {
    return e.level;
  }
  return 0;
}
int via_function() {
  try {
    try { throw 42; } catch (...) { rethrow_current(); }
  } catch (int v) {
    return v;
  }
  return 0;
}
int dispatch() {
  try { throw derived_error(); } catch (...) { return translate(); }
}
template <class E>
int rethrow_as() {
  try {
    try { throw E(); } catch (const E&) { throw; }
  } catch (E&) { return 1; }
  return 0;
}
int conditional(bool b) { return b ? throw 1 : 2; }
int main() {
  int c = 0;
  try { conditional(true); } catch (int) { c = 1; }
  return layered() + via_function() + dispatch() + rethrow_as<base_error>() + rethrow_as<int>() + c + conditional(false) - 75;
}
