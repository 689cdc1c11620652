int main() { if (1) { int z = 0; double z = 1; return (int)z; } return 0; }
