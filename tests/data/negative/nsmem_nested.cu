namespace N { namespace M { int a; } } int main() { return N::M::q; }
