int f(int);
int main() {
  int a = 1
  int b = 2;
  f(a b);
  return c;
}
int g() { return d; }
