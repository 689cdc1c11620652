// tests: #pragma nv_diag_error by number on a device-variable write in an out-of-class member function definition
__attribute__((device)) float dvf;
struct S { void set(float f); };
#pragma nv_diag_error 20092
void S::set(float f) { dvf = f; }
