namespace N { int a; } int main() { return N::b; }
