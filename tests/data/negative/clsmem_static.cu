struct C { int m; static int s; }; int main() { return C::n; }
