// try-block: try compound-statement handler-seq [stmt.pre], [except.pre] in every statement
// context: loops, switch, nested try, lambdas, if constexpr branches, constructors of locals
struct guard { int* n; ~guard() { ++*n; } };
int loop_with_try(int count) {
  int caught = 0;
  for (int i = 0; i < count; ++i) {
    try {
      if (i % 2) throw i;
      continue;
    } catch (int v) {
      caught += v;
      if (v > 4) break;
    }
  }
  while (caught < 100) try { throw 1; } catch (int) { caught += 50; }
  return caught;
}
int in_switch(int k) {
  switch (k) {
    case 0: try { throw 'c'; } catch (char c) { return c; }
    default: break;
  }
  return 0;
}
int in_lambda() {
  auto lam = [](int x) -> int {
    try { if (x) throw x; } catch (...) { return -x; }
    return x;
  };
  return lam(3) + lam(0);
}
template <class T> int in_if_constexpr(T v) {
  if constexpr (sizeof(T) > 1) {
    try { throw v; } catch (T t) { return int(t); }
  } else {
    return 0;
  }
}
int unwinding() {
  int destroyed = 0;
  try {
    guard g1{&destroyed};
    try { guard g2{&destroyed}; throw 1.0; } catch (int) { return -1; }
  } catch (double) {}
  return destroyed;
}
int main() {
  return loop_with_try(10) + in_switch(0) + in_lambda() + in_if_constexpr(7L) + in_if_constexpr('a') + unwinding() -
         (9 + 100 + 99 - 3 + 7 + 2) + 9 - 9;
}
