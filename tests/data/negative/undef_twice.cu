int main() { int a = p; int b = q; return a + b; }
