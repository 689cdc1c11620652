__noinline__ int slow(int x) { return x + 1; }
__attribute__((device)) __noinline__ int dslow(int x) { return x + 1; }
int __noinline__ slow2(int);
__attribute__((__noinline__)) void cold();
