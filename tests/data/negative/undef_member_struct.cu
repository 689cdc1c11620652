struct S { int m; }; int main() { S s; (void)s; return m; }
