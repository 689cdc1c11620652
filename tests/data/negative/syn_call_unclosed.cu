int f(int); int main() { f( ; }
