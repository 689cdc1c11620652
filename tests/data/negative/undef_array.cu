int main() { int a[3] = {1, 2, 3}; return a[idx]; }
