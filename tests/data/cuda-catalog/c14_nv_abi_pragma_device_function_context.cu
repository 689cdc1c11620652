// tests: #pragma nv_abi inside a host function
__attribute__((host)) __attribute__((device)) void g(int);
void h(int x) {
#pragma nv_abi preserve_n_data(16)
  g(x);
}
