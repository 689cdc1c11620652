// Host lambdas: a variable initialised by a lambda gets the reference's typedef of its closure type after it (CXX-07); lambdas passed as arguments do not.
#include <algorithm>
int g(int (*f)(int)) { return f(1); }
int main() {
  int b = 2;
  auto l = [&](int i) { return i + b; };
  int arr[3] = {3, 1, 2};
  std::sort(arr, arr + 3, [](int x, int y) { return x < y; });
  auto m = [](int i) { return i; }; auto n = [](int j) { return j; };
  int r = g([](int q) { return q; });
  return l(1) + m(2) + n(3) + r;
}
