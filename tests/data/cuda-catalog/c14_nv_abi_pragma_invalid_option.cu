// tests: #pragma nv_abi with an unknown option
#pragma nv_abi foo(3)
__attribute__((device)) void f(int);
