int main() { return y; }
