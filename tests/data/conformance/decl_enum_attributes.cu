// enumerator-definition: enumerator attribute-specifier-seq(opt) [= constant-expression]
// enum-head: enum-key attribute-specifier-seq(opt) enum-head-name(opt) enum-base(opt)  [dcl.enum]
// attributes on enumerators and on the enum itself, GNU attributes on enumerators and enums
enum [[nodiscard]] result { r_ok, r_fail };
enum class [[deprecated("use level2")]] level1 { a };
enum class level2 : int {
  info,
  warn [[maybe_unused]],
  error [[deprecated]] = 5,
  fatal __attribute__((deprecated("no"))) = 6,
  trace [[maybe_unused, deprecated]]
};
enum [[maybe_unused]] { anon_one [[maybe_unused]] = 1 };
enum class __attribute__((packed)) small_e : unsigned char { x, y };
enum gnu_after { g0, g1 } __attribute__((packed));
enum struct [[]] empty_attr { e0 [[]] };
result check(int v) { return v ? r_ok : r_fail; }
constexpr int w = int(level2::warn) + int(level2::info) + 13;
static_assert(w == 14 && anon_one == 1 && sizeof(small_e) == 1, "");
int main() {
  result r = check(1);
  empty_attr e = empty_attr::e0;
  return r + int(e) + g1 - 1;
}
