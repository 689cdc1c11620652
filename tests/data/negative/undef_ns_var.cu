namespace N { int x; } int main() { return x; }
