struct S { int a; }
int main() { return 0; }
