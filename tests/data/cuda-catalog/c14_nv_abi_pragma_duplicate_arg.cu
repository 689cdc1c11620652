// tests: #pragma nv_abi with the same option twice
#pragma nv_abi preserve_n_data(16) preserve_n_data(8)
__attribute__((device)) void f(int);
