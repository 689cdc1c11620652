int main() { return foo(); }
