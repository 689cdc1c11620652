// tests: #pragma nv_abi option without parentheses
#pragma nv_abi preserve_n_data 16
__attribute__((device)) void f(int);
