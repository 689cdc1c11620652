namespace a { __attribute__((device)) int f(int x) { return x; } }
namespace b { int f(int x) { return x + 1; } }
int host_use() { return b::f(1); }
