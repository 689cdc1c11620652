// options: --c++20 --gnu_version=120200
// Calls that need constraints and conversions together: a constructor
// template constrained to integers converting `1` for a rewritten `<=>`,
// `0` for a pointer parameter of a comparison category's `__unspec`, a
// member operator of a prvalue beside non-member ones.
namespace std {
namespace __cmp_cat { using type = signed char; enum class _Ord : type { equivalent = 0, less = -1, greater = 1 };
  struct __unspec { constexpr __unspec(__unspec*) noexcept { } }; }
class strong_ordering {
  __cmp_cat::type _M_value;
public:
  constexpr explicit strong_ordering(__cmp_cat::_Ord __v) noexcept : _M_value(__cmp_cat::type(__v)) { }
  friend constexpr bool operator==(strong_ordering __v, __cmp_cat::__unspec) noexcept { return __v._M_value == 0; }
  friend constexpr bool operator==(strong_ordering, strong_ordering) noexcept = default;
  friend __attribute__((device)) bool operator<=(strong_ordering __v, __cmp_cat::__unspec) noexcept { return __v._M_value <= 0; }
  friend constexpr bool operator<=(__cmp_cat::__unspec, strong_ordering __v) noexcept { return 0 <= __v._M_value; }
};
}
template<class T> struct is_int { static constexpr bool value = false; };
template<> struct is_int<int> { static constexpr bool value = true; };
template<> struct is_int<long> { static constexpr bool value = true; };
template<class T> concept integral = is_int<T>::value;

class Big {
public:
  Big() = default;
  template<typename T> requires integral<T>
  __attribute__((device)) Big(T i) noexcept : v(i) {}
  template<typename T> requires integral<T>
  explicit operator T() const noexcept { return v; }
  explicit operator bool() const noexcept { return v != 0; }
  __attribute__((device)) Big operator-() const noexcept { return *this; }
  friend Big operator-(Big l, const Big& r) noexcept { return l; }
  friend bool operator==(const Big& l, const Big& r) noexcept { return l.v == r.v; }
  friend __attribute__((device)) std::strong_ordering operator<=>(const Big& l, const Big& r) noexcept
  { return std::strong_ordering(std::__cmp_cat::_Ord::less); }
  unsigned long v = 0;
};

Big make();

bool uses(Big r, std::strong_ordering s)
{
    bool a = r != 0;            // Big(int) converting: not reported
    bool b = r <= 1;            // operator<=> on the device
    bool c = s <= 0;            // operator<=(strong_ordering, __unspec) on the device
    Big d = -make();            // member operator- of a prvalue, beside a non-member
    Big e = -r;
    Big f(5);                   // device constructor template
    return a && b && c && d.v == e.v + f.v;
}
