// The host compiler's predeclared half-precision types: names of types,
// not keywords (a variable may take the name).
__attribute__((device)) float load_h(const _Float16 *p, int i) { return (float)p[i]; }
__attribute__((device)) float load_bf(const __bf16 *p) { return 0.f; }
__fp16 *s;
int n = sizeof(_Float16) + sizeof(__bf16);
float to_half_and_back(float x) { return (float)static_cast<_Float16>(x); }
void shadow() { int _Float16 = 0; (void)_Float16; }
