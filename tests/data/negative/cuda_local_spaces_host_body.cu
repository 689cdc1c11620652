// locals with memory spaces in host, device and host-device bodies: automatic and static ones
void h() { __attribute__((constant)) int c = 1; (void)c; static __attribute__((constant)) int s = 2; (void)s; __attribute__((device)) int d; (void)d; static __attribute__((device)) int sd; (void)sd; }
__attribute__((device)) void g() { __attribute__((constant)) int c = 1; (void)c; __attribute__((device)) int d; (void)d; }
__attribute__((host)) __attribute__((device)) void hd() { __attribute__((constant)) int c = 1; (void)c; }
