// GNU array designators: positions, not a count of values (valid: the reference accepts it).
void f() {
  int a[3] = {1, [0] = 2, 3, 4}; (void)a;
  int b[2] = {[1] = 1, [0] = 0, [1] = 3}; (void)b;
}
