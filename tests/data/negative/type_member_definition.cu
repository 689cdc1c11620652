// Members defined outside their class with a type the class does not declare.
struct matrix {
  int rows() const;
  float at(int r, int c) const;
  static int count;
  void resize(int r, int c);
};

long matrix::rows() const { return 0; }
float matrix::at(int r, int c) { return 0.0f; }
void matrix::resize(unsigned r, int c) {}
long matrix::count = 0;

int main() { return 0; }
