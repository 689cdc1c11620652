// tests: #pragma nv_abi with a negative argument
#pragma nv_abi preserve_n_data(-1)
__attribute__((device)) void f(int);
