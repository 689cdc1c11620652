// review: extern_local_device_var_in_host
__attribute__((device)) int gv;
__attribute__((constant)) int gc;
void h() { extern __attribute__((device)) int gv; extern __attribute__((constant)) int gc; (void)sizeof(gv); }
__attribute__((host)) __attribute__((device)) void hd() { extern __attribute__((device)) int gv2; (void)sizeof(gv2); }
void h2() { extern __attribute__((shared)) float s[]; (void)sizeof(s[0]); }
