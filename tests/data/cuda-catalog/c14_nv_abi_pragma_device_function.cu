// tests: #pragma nv_abi before a host function declaration
#pragma nv_abi preserve_n_data(16)
void h(int);
