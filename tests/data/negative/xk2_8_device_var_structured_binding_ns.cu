// tests: __constant__ on a structured binding in a namespace, after valid device variables
struct P { int a, b; };
namespace n {
  __attribute__((constant)) P cp = {1, 2};
  __attribute__((constant)) auto [x, y] = P{3, 4};
}
