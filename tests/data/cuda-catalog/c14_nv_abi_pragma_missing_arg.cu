// tests: #pragma nv_abi with no argument
#pragma nv_abi
__attribute__((device)) void f(int);
