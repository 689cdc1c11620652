// tests: __shared__ variable declared inside a host function body
void h() { __attribute__((shared)) int s; (void)s; }
