__attribute__((host)) __attribute__((global)) void a() {}
__attribute__((global)) __attribute__((device)) void b() {}
