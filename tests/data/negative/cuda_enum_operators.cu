// tests: operators on enumerations: a __device__ operator| chosen over the built-in candidates (exact on both operands) called from host code, built-in operators on promoted values reading a device variable, enumerators as array bounds, nullptr_t and va_list parameters, wide strings
enum E { A = 1, B = 2, C = 0x100 };
enum class S : unsigned char { X, Y };
enum Big { HUGE = 0x100000000LL };
__attribute__((device)) E operator|(E a, E b) { return E(int(a) | int(b)); }
__attribute__((device)) int dv;
int h(E e) {
  E f = A | B;
  int x = dv & A;
  int y = e & C;
  unsigned long z = HUGE | 1;
  int w = (e + 1) << B;
  return x + y + int(z) + w + f;
}
E g(E a) { return a | a; }
int n(E a) { return a | 4; }
int o(E a) { int q[C]; return sizeof q + a; }
int p(E a) { return (a ^ B) + (a < B) + -a; }
E r(E a) { return B | a; }
void k(decltype(nullptr), __builtin_va_list);
const wchar_t *ws = L"abc";
int main() { return 0; }
