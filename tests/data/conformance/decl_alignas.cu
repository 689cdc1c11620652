// conformance program decl_alignas: valid C++17 accepted by the reference front end
// alignment-specifier: alignas ( type-id ...(opt) ) | alignas ( constant-expression ...(opt) )  [dcl.align]
// on variables, data members, class heads, with type-ids, expressions, dependent values and pack expansions
alignas(16) static char buffer[64];
alignas(double) unsigned char storage[sizeof(double)];
alignas(8) alignas(32) int strictest;
struct alignas(64) cache_line { int data[4]; };
struct alignas(alignof(long double)) ld_aligned { char c; };
struct member_aligned {
  alignas(16) float vec[4];
  alignas(int) char tag;
  alignas(4 * 2) short padded;
};
template <class... Ts> struct alignas(Ts...) aligned_union { unsigned char data[16]; };
template <unsigned... As> struct alignas(As...) aligned_values { char c; };
template <class... Ts> struct member_pack { alignas(Ts...) char c; };
template <class T> struct alignas(T) as_type { char raw[sizeof(T)]; };
template <unsigned N> struct alignas(N) aligned_n { char c; };
template <class T, unsigned A> struct aligned_storage { alignas(A) unsigned char data[sizeof(T)]; alignas(T) char first; };
struct alignas(0) zero_ignored { int i; };
union alignas(8) u8 { char c; int i; };
enum class alignas_free : int { a };
static_assert(alignof(cache_line) == 64 && alignof(ld_aligned) == alignof(long double), "");
static_assert(alignof(member_aligned) == 16 && sizeof(member_aligned) == 32, "");
static_assert(alignof(aligned_union<char, double, int>) >= alignof(int), "");
static_assert(alignof(aligned_values<2, 16, 4>) >= 4 && alignof(as_type<long long>) == alignof(long long), "");
static_assert(alignof(member_pack<char, double, short>) == alignof(double), "");
static_assert(alignof(aligned_n<128>) == 128 && alignof(aligned_storage<int, 32>) == 32, "");
static_assert(alignof(zero_ignored) == alignof(int) && alignof(u8) == 8, "");
int main() {
  alignas(32) int local[8] = {};
  alignas(cache_line) char raw[sizeof(cache_line)];
  (void)raw;
  return local[0] + buffer[0] + storage[0] + strictest;
}
