// anonymous unions [class.union.anon] in class, function and namespace scope,
// anonymous unions inside unions, variant-member storage patterns
struct small_string {
  unsigned char is_long : 1;
  union {
    struct { char* ptr; unsigned long size; } heap;
    char inline_buf[16];
  };
  union { unsigned cap; float unused_f; };
  small_string() : is_long(0), inline_buf{} { cap = 15; }
};
static union { int ns_a; float ns_b; };
namespace detail { static union { long g1; double g2; }; }
struct tagged_value {
  enum kind { i, d, p } k;
  union {
    int as_int;
    double as_double;
    union { void* as_ptr; const void* as_cptr; };
  };
  explicit tagged_value(int v) : k(i), as_int(v) {}
  explicit tagged_value(void* v) : k(p), as_ptr(v) {}
};
template <class T>
struct optional_storage {
  union { char dummy; T value; };
  bool engaged = false;
  constexpr optional_storage() : dummy() {}
  ~optional_storage() {}
};
int main() {
  union { int local_i; unsigned local_u; };
  local_i = -1;
  ns_a = 2;
  detail::g1 = 3;
  small_string s;
  s.inline_buf[0] = 'a';
  tagged_value t(5);
  tagged_value tp(&t);
  optional_storage<int> o;
  o.value = 1;
  return (local_u != 0) + ns_a + int(detail::g1) + t.as_int + (tp.as_cptr == &t) + o.value + int(s.cap) - 28;
}
