// Calls with the wrong number of arguments, where the function called is
// known for sure: one function of that name (default arguments from any
// of its declarations count), qualified calls, and unqualified calls with
// literal arguments (nothing argument-dependent lookup could add).
namespace math {
  int clamp(int v, int lo, int hi);
  double lerp(double a, double b, double t = 0.5);
  int sum(int first, ...);
}

int area(int w, int h);
int area(int w, int h = 1);
void reset();

struct grid {
  static int cells(int rows, int cols);
  int total() const { return cells(4, 4, 4); }
};

int main(int argc, char **argv) {
  int a = math::clamp(argc, 0);
  double b = math::lerp(1.0, 2.0) + math::lerp(1.0, 2.0, 0.25, 9.0);
  int c = math::sum(1, 2, 3) + math::sum();
  int d = area(3) + area(3, 4, 5);
  reset(0);
  int e = math::clamp(argc, (argc + 1) * 2, 3);
  return a + (int)b + c + d + e;
}
