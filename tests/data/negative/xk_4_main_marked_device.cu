// tests: main marked __global__
__attribute__((global)) int main() {}
