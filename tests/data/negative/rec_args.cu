int f(int a, int b);
int main() {
  f(1, );
  f(, 2);
  int arr[] = {1, 2, };
  int *p = new int[;
  return 0;
}
