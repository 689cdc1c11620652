// A #pragma unroll outside function bodies (file and namespace scope) is warned about and consumed; inside bodies it stays; nv_abi is consumed.
#pragma unroll
#pragma nv_abi preserve_n_data(16)
__attribute__((device)) void f(int *p) {
#pragma unroll 4
  for (int i = 0; i < 8; i++) p[i] = i;
}
#pragma GCC diagnostic push
#pragma foo bar
namespace q {
#pragma unroll
int x;
}
int main() {
#pragma unroll
  for (int i = 0; i < 2; i++) {}
  return 0;
}
