int main() { if (1) }
