// id-expression naming a non-static member in an unevaluated operand [expr.prim.id]/3:
// sizeof(S::m), decltype(S::m), noexcept(S::f) contexts, and in default member initializers
template<class T, class U> struct is_same { static constexpr bool value = false; };
template<class T> struct is_same<T, T> { static constexpr bool value = true; };
struct record {
  char tag;
  double payload[4];
  int count;
  struct inner { long a; } in;
  int get() const;
  static constexpr unsigned long payload_bytes = sizeof(payload);
  static constexpr unsigned long count_bytes = sizeof count;
  decltype(count) other_count = 0;
  decltype(in.a) copy_of_a = 0;
};

static_assert(sizeof(record::tag) == 1 && sizeof(record::payload) == 32 && sizeof record::count == 4);
static_assert(sizeof(record::in.a) == sizeof(long));
static_assert(record::payload_bytes == 32 && record::count_bytes == 4);
static_assert(is_same<decltype(record::payload), double[4]>::value);
static_assert(is_same<decltype(record::in), record::inner>::value);
static_assert(is_same<decltype(record::other_count), int>::value && is_same<decltype(record::copy_of_a), long>::value);
static_assert(alignof(decltype(record::payload[0])) == alignof(double));

template<class T> struct traits {
  static constexpr unsigned long value_size = sizeof(T::value);
  using value_type = decltype(T::value);
};
struct holder { short value; };
static_assert(traits<holder>::value_size == 2 && is_same<traits<holder>::value_type, short>::value);

struct derived : record {
  static constexpr unsigned long base_tag_size = sizeof(record::tag) + sizeof(tag);
  int arr[sizeof(count)];
  static_assert(sizeof(arr) == 16);
};
static_assert(derived::base_tag_size == 2);

template<class T> constexpr bool has_count = sizeof(T::count) > 0;
static_assert(has_count<record>);
