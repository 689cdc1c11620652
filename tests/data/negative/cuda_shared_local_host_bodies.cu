// __shared__ locals in a host-device and a host body (a kernel's is fine); their uses say nothing more
__attribute__((host)) __attribute__((device)) void hd() { __attribute__((shared)) int s; (void)s; }
void h() { static __attribute__((shared)) int t; (void)t; }
__attribute__((global)) void k() { __attribute__((shared)) int u; (void)u; }
