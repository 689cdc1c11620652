// C++17 conformance: pack expansions
// [expr.sizeof] p5 sizeof...(pack) for type, non-type, template template and function
// parameter packs; [dcl.align] p4 alignas(pack...) with type and expression packs
template <class... Ts> constexpr int count_types = sizeof...(Ts);
template <int... Ns> constexpr int count_values = sizeof...(Ns);
template <template <class> class... Ts> constexpr int count_templates = sizeof...(Ts);
template <class... Ts> constexpr unsigned long count_args(Ts... xs) { return sizeof...(xs) + sizeof...(Ts); }
template <class T> struct box {};
template <class... Ts> constexpr unsigned long max_size() {
  unsigned long m = 0;
  unsigned long sizes[] = {0ul, sizeof(Ts)...};
  for (unsigned long i = 0; i <= sizeof...(Ts); ++i) if (sizes[i] > m) m = sizes[i];
  return m;
}
template <class... Ts> struct alignas(Ts...) storage {                  // alignas with a type pack
  unsigned char bytes[max_size<Ts...>()];
};
template <unsigned long... As> struct alignas(As...) aligned_to { char c; };   // alignas with an expression pack
template <class... Ts> struct variant_storage {
  alignas(Ts...) unsigned char buf[max_size<Ts...>()];                     // on a member declaration
  static constexpr int arity = sizeof...(Ts);
  int index = sizeof...(Ts) - 1;
};
template <class... Ts> int local_alignas() {
  alignas(Ts...) char raw[16];                                             // on a local variable
  alignas(alignof(Ts)...) char raw2[16];                                   // pattern alignof(Ts)
  return int(sizeof(raw) + sizeof(raw2));
}
static_assert(count_types<> == 0 && count_types<int, char> == 2);
static_assert(count_values<1, 2, 3> == 3);
static_assert(count_templates<box, box> == 2);
static_assert(count_args(1, 'c', 2.0) == 6);
static_assert(alignof(storage<char, double>) == alignof(double));
static_assert(sizeof(storage<char, int>) == sizeof(int));
static_assert(alignof(aligned_to<2, 8>) == 8);
static_assert(alignof(variant_storage<short, long long>) == alignof(long long));
static_assert(variant_storage<int, char, long>::arity == 3);
int main() { return local_alignas<int, double>() - 32 + variant_storage<int>{}.index; }
