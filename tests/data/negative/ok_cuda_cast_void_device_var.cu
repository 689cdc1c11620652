// tests: a device variable cast to void is discarded, not read
__attribute__((device)) int dv;
__attribute__((shared)) int sv;
void h() { (void)dv; static_cast<void>(dv); (void)sv; }
