// options: --c++20 --gnu_version=120200
// [dcl.constexpr] C++20 relaxations of statements in constexpr functions: try-blocks, trivial
// default-initialized locals, asm-free bodies, and the whole statement grammar evaluated at compile time
constexpr int sum_try(int n) {
  try {
    int s;
    s = 0;
    for (int i = 1; i <= n; ++i) s += i;
    return s;
  } catch (...) {
    return -1;
  }
}
constexpr int collatz(unsigned v) {
  int steps = 0;
  while (v != 1) {
    switch (v % 2) {
    case 0: v /= 2; break;
    default: v = 3 * v + 1; break;
    }
    ++steps;
  }
  return steps;
}
constexpr int goto_free_search(const int* b, int n, int key) {
  int lo = 0, hi = n;
  do {
    int mid = (lo + hi) / 2;
    if (b[mid] < key) lo = mid + 1;
    else hi = mid;
  } while (lo < hi);
  return lo;
}
constexpr int sorted[] = {1, 3, 5, 7, 9, 11};
static_assert(sum_try(10) == 55);
static_assert(collatz(27) == 111);
static_assert(goto_free_search(sorted, 6, 7) == 3);
