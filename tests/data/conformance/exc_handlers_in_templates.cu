// handlers with dependent exception-declarations [except.handle], [temp.dep.type]:
// catch (T&), catch (const typename T::error&), throw of dependent types, pack-driven handlers
struct io_error { int code = 7; };
struct parse_error { int line = 3; };
struct policy { using error = parse_error; };
template <class E> int try_throw(E e) {
  try {
    throw e;
  } catch (const E& caught) {
    return sizeof(caught) > 0 ? 1 : 0;
  }
}
template <class P> int policy_handler() {
  try {
    throw typename P::error{};
  } catch (const typename P::error& e) {
    return e.line;
  } catch (...) {
    return -1;
  }
}
template <class E, class F> int guarded(F f) {
  try { return f(); } catch (E& e) { return -e.code; }
}
template <class T> struct result {
  T value{};
  bool ok = false;
  template <class F> static result capture(F f) {
    result r;
    try { r.value = f(); r.ok = true; } catch (T* p) { r.value = *p; } catch (T t) { r.value = t; }
    return r;
  }
};
template <class... Es> int first_match(int which) {
  int n = 0, hit = -1;
  ((which == n++ ? (void)(hit = try_throw(Es{})) : (void)0), ...);
  return hit;
}
int main() {
  io_error err;
  int a = guarded<io_error>([&]() -> int { throw err; });
  auto r = result<int>::capture([]() -> int { throw 9; });
  return try_throw(1) + try_throw(io_error{}) + policy_handler<policy>() + a + r.value + first_match<io_error, parse_error>(1) -
         (1 + 1 + 3 - 7 + 9 + 1);
}
