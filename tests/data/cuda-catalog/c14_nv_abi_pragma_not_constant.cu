// tests: #pragma nv_abi with a non-constant argument
int n;
#pragma nv_abi preserve_n_data(n)
__attribute__((device)) void f(int);
