int f(int); int main() { return f(missing); }
