__attribute__((host)) __attribute__((device)) int e;
__attribute__((global)) int f;
