// options: --c++20 --gnu_version=120200
// string literal operator template with a class-type template parameter [over.literal]/5,
// [lex.ext]/5 (C++20): operator""_x<fixed_string{...}>() as used by fmt/ctre-style libraries
using size_t = decltype(sizeof 0);
template<size_t N> struct fixed_string {
  char data[N]{};
  constexpr fixed_string(const char (&s)[N]) { for (size_t i = 0; i < N; ++i) data[i] = s[i]; }
  constexpr size_t size() const { return N - 1; }
  constexpr char operator[](size_t i) const { return data[i]; }
};

template<fixed_string S> struct name_tag {
  static constexpr size_t length = S.size();
  static constexpr char first = S[0];
};
template<fixed_string S> constexpr name_tag<S> operator""_tag() { return {}; }

static_assert(decltype("alpha"_tag)::length == 5);
static_assert(decltype("beta"_tag)::first == 'b');
static_assert(decltype(""_tag)::length == 0);
static_assert(decltype(R"(x\y)"_tag)::length == 3);

template<fixed_string S> constexpr size_t count_braces() {
  size_t n = 0;
  for (size_t i = 0; i < S.size(); ++i) n += S[i] == '{';
  return n;
}
template<fixed_string S> struct format_spec { static constexpr size_t args = count_braces<S>(); };
template<fixed_string S> constexpr format_spec<S> operator""_fmt() { return {}; }
template<class Spec, class... Args> constexpr bool check(Spec, Args...) { return Spec::args == sizeof...(Args); }

static_assert(check("{} + {} = {}"_fmt, 1, 2, 3));
static_assert(!check("{}"_fmt));
static_assert(decltype("x" "y"_tag)::length == 2);

// same literal, same specialization
template<class A, class B> constexpr bool same = false;
template<class A> constexpr bool same<A, A> = true;
static_assert(same<decltype("k"_tag), decltype("k"_tag)>);
static_assert(!same<decltype("k"_tag), decltype("j"_tag)>);
