struct P { int a, b; };
int f(int x) { return x; }
int main(int argc, char **argv) {
  int s = 0;
  for (int i = 0; i < argc; i++) s += i;
  for (int i = 0; i < 2; i++) s += i;
  auto [pa, pb] = P{1, 2};
  if (int t = f(s)) s += t;
  auto lam = [s, n = 3, &r = s](int z) { return z + n + r + s; };
  try { throw 1; } catch (int ex) { s += ex; }
  (void)argv;
  return lam(pa + pb);
}
