// enum-specifier inside templates [dcl.enum], [temp.mem.enum]: member enums with dependent underlying
// types and values, opaque member enums defined outside the class template, explicit specialisation
// of a member enumeration, enums as bit-field and template argument types, enum declarators
template <class T> struct format {
  enum class kind : T { none, packed = sizeof(T), aligned = 2 * sizeof(T) };
  enum flags : unsigned { little = 1u << 0, signed_ = 1u << (sizeof(T) > 1 ? 1 : 2) };
  enum class later : T;
  kind k = kind::none;
};
template <class T> enum class format<T>::later : T { first = T(1), second };
template <> enum class format<char>::later : char { special = 'x' };
template <class E, E V> struct constant { static constexpr E value = V; };
template <class E> constexpr auto to_underlying(E e) { return static_cast<__underlying_type(E)>(e); }
struct header {
  enum class type : unsigned char { a, b, c } t : 2;
  enum mode { off, on } m : 1;
  unsigned rest : 5;
};
enum class status { idle, busy } global_status = status::busy, *status_ptr = &global_status, status_arr[2]{};
static_assert(to_underlying(format<int>::kind::aligned) == 8 && to_underlying(format<short>::later::second) == 2, "");
static_assert(format<char>::later::special == format<char>::later('x') && format<long>::signed_ == 2u, "");
static_assert(constant<format<int>::kind, format<int>::kind::packed>::value == format<int>::kind::packed, "");
static_assert(sizeof(header) <= sizeof(unsigned), "");
int main() {
  header h{header::type::c, header::on, 3};
  format<short> f;
  return static_cast<int>(h.t) + h.m + int(h.rest) + to_underlying(f.k) + int(*status_ptr) + int(status_arr[1]) - 7;
}
