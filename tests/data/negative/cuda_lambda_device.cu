int main() { auto f = [] __attribute__((device)) (int x) { return x * 2; }; return 0; }
