// tests: #pragma nv_abi with an argument beyond int range
#pragma nv_abi preserve_n_data(99999999999)
__attribute__((device)) void f(int);
