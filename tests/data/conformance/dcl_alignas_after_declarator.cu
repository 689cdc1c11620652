// noptr-declarator: declarator-id attribute-specifier-seq(opt); attribute-specifier includes alignment-specifier
// [dcl.decl], [dcl.align]: alignas written after the declarator-id (appertains to the declared entity),
// mixed with [[...]], on variables, arrays, data members, static members and in several declarators
int after_id alignas(16) = 1;
char buffer alignas(32) [64];
long pair_member alignas(8) [[]], other alignas(16) [[maybe_unused]] = 0;
double matrix alignas(double) [4][4];
template <class T> T typed alignas(T) [[]] {};
template <unsigned A> unsigned char raw alignas(A) [A];
struct vec4 {
  float x alignas(16);
  float y, z, w;
};
struct storage {
  unsigned char bytes alignas(8) [24];
  static int shared alignas(64);
  int tail [[]] alignas(4);
};
int storage::shared alignas(64) = 3;
template <class... Ts> struct variant_storage {
  unsigned char data alignas(Ts...) [16];
};
static_assert(alignof(vec4) == 16 && sizeof(vec4) == 16, "");
static_assert(alignof(storage) == 8 && alignof(variant_storage<char, double>) == alignof(double), "");
int main() {
  int local alignas(16) = 2;
  static char static_local alignas(8) [3];
  return after_id + buffer[0] + int(pair_member) + int(other) + int(matrix[0][0]) + typed<int> + raw<4>[0] + local
       + static_local[0] + storage::shared - 6;
}
