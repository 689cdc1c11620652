// [temp.arg.template] [temp.local]: a template-name as a template template argument vs a type
// argument; alias templates and member templates as arguments; the injected-class-name as a
// template template argument or as a type depending on the parameter kind
template <class T> struct vec { T v; };
template <class T, class U = int> struct pair_ { T a; U b; };
template <class T> using ptr = T*;
template <template <class> class C> struct apply_int { using type = C<int>; };
template <template <class...> class C, class... Ts> struct apply_all { using type = C<Ts...>; };
template <class T> struct is_type { static constexpr int value = 1; };
template <template <class> class C> struct is_type_tt { static constexpr int value = 2; };
template <class T, class U> struct same { static constexpr bool value = false; };
template <class T> struct same<T, T> { static constexpr bool value = true; };
template <class T> struct node {
  using as_type = is_type<node>;                // injected name as a type argument
  using as_tmpl = is_type_tt<node>;             // injected name as a template template argument
  using rebound = typename apply_int<node>::type;
};
struct holder { template <class T> struct inner { T t; }; };
template <class H> struct use_member { using type = typename apply_int<H::template inner>::type; };
static_assert(same<apply_int<vec>::type, vec<int>>::value);
static_assert(same<apply_int<ptr>::type, int*>::value);                 // alias template
static_assert(same<apply_all<pair_, char>::type, pair_<char, int>>::value);
static_assert(same<apply_all<pair_, char, long>::type, pair_<char, long>>::value);
static_assert(node<char>::as_type::value == 1 && node<char>::as_tmpl::value == 2);
static_assert(same<node<char>::rebound, node<int>>::value);
static_assert(same<use_member<holder>::type, holder::inner<int>>::value);
static_assert(same<apply_int<holder::inner>::type, holder::inner<int>>::value);
int main() { apply_int<vec>::type v{3}; return v.v - 3; }
