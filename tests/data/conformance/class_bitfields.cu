// member-declarator: identifier(opt) attribute-specifier-seq(opt) : constant-expression
// [class.bit] named, unnamed, zero-width, enum, bool and dependent-width bit-fields
enum class color : unsigned char { red, green, blue };
enum kind { k0, k1, k2, k3 };
struct packed_header {
  unsigned version : 4;
  unsigned ihl : 4;
  unsigned : 0;
  unsigned char dscp : 6, ecn : 2;
  int : 3;
  bool flag : 1;
  color c : 2;
  kind k : 3;
  signed int s : 5;
  unsigned long long big : 40;
  unsigned attr : 3;
};
template <int N, class T = unsigned>
struct field {
  T value : N;
  T : (N < 8 ? 8 - N : 0);
  T rest : sizeof(T) * 8 - 8;
};
constexpr int width = 7;
struct uses_constant { unsigned x : width + 1; unsigned y : sizeof(int); };
int main() {
  packed_header h{};
  h.version = 4;
  h.ihl = 5;
  h.dscp = 10;
  h.flag = true;
  h.c = color::blue;
  h.k = k3;
  h.s = -3;
  h.big = 1ull << 39;
  field<3> f{};
  f.value = 5;
  f.rest = 1;
  uses_constant u{255, 3};
  return (h.version + h.ihl + f.value + u.x) & 0;
}
