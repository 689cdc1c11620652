int main() { int x; x = ; return x; }
