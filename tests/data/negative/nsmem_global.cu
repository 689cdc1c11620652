int main() { return ::nothing; }
