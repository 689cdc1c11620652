// tests: main marked __device__
__attribute__((device)) int main() { return 0; }
