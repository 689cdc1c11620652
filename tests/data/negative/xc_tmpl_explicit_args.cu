// tests: device function template called with explicit template arguments `round_up<int>(x, 32)` from host -> error
template <class T>
__attribute__((device)) T round_up(T value, T multiple) {
  return ((value + multiple - 1) / multiple) * multiple;
}
struct LaunchPlan { int threads; int padded; };
LaunchPlan make_plan(long n) {
  LaunchPlan p;
  p.threads = 256;
  p.padded = round_up<int>(n, 32);
  return p;
}
