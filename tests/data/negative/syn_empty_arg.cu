int f(int,int); int main() { return f(1,); }
