// tests: #pragma nv_abi followed by a variable declaration
#pragma nv_abi preserve_n_data(16)
int v;
