namespace N { inline namespace I { int a; } } int main() { return N::z; }
