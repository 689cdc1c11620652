int main() { if (flag) return 1; return 0; }
