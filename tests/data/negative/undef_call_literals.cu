// Calls of undeclared functions whose arguments are literals: no argument
// can bring a namespace into the lookup, so the name is undefined.
struct point { int x, y; };

int area(int w, int h) { return w * h; }

int main() {
  int a = area(2, 3) + perimeter(2, 3);
  const char *s = describe("square", 2.5f, 'c', nullptr);
  point p{1, 2};
  return a + (s != 0) + p.x + normalize(-1 + (2 * 3));
}

template <class T> T twice(T v) { return v + offset(1) + shift(v); }
