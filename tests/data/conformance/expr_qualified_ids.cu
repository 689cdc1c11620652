// qualified-id [expr.prim.id.qual]: nested-name-specifier forms :: , namespace-name ::,
// type-name ::, decltype-specifier ::, inline namespaces, enums, nested templates
namespace outer {
  constexpr int value = 1;
  namespace inner { constexpr int value = 2; }
  inline namespace v1 { constexpr int versioned = 3; }
  struct S {
    static constexpr int value = 4;
    enum E { red = 5 };
    enum class C { blue = 6 };
    struct nested { static constexpr int value = 7; };
    template<int N> struct tmpl { static constexpr int value = N; };
    static constexpr int f() { return 9; }
  };
}
constexpr int value = 0;
namespace alias = outer::inner;

static_assert(::value == 0);
static_assert(outer::value == 1 && ::outer::value == 1);
static_assert(outer::inner::value == 2 && alias::value == 2);
static_assert(outer::versioned == 3 && outer::v1::versioned == 3);
static_assert(outer::S::value == 4 && outer::S::red == 5 && outer::S::E::red == 5);
static_assert(static_cast<int>(outer::S::C::blue) == 6);
static_assert(outer::S::nested::value == 7);
static_assert(outer::S::tmpl<8>::value == 8);
static_assert(outer::S::f() == 9 && ::outer::S::f() == 9);

constexpr outer::S s{};
static_assert(decltype(s)::value == 4 && decltype(s)::nested::value == 7);

template<class T> constexpr int get() { return T::value + T::nested::value + T::template tmpl<1>::value; }
static_assert(get<outer::S>() == 12);

template<class T> struct traits { using type = T; };
static_assert(traits<outer::S>::type::f() == 9);
static_assert(traits<traits<outer::S>>::type::type::red == 5);

namespace outer { constexpr int reopened = S::value + inner::value; }
static_assert(outer::reopened == 6);
constexpr int (*fp)() = &outer::S::f;
static_assert(fp() == 9);
