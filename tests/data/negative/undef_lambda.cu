int main() { auto l = [](int a) { return a + nope; }; return l(1); }
