// tests: address of a __shared__ variable taken in a host function
__attribute__((shared)) int sv;
int *h() { return &sv; }
