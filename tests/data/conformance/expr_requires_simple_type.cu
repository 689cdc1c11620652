// options: --c++20 --gnu_version=120200
// requires-expression [expr.prim.req]: simple-requirement and type-requirement (typename
// nested-name-specifier type-name, template-ids, alias templates), without parameters
template<class T> T&& declval();
template<class T> struct vec { using value_type = T; using iterator = T*; template<class U> using rebind = vec<U>;
  T* begin(); T* end(); unsigned long size() const; T& operator[](unsigned long); };
struct plain { int x; };

template<class T> concept has_value_type = requires { typename T::value_type; };
template<class T> concept rebindable = requires { typename T::template rebind<int>; };
template<class T> concept iterable = requires {
  typename T::iterator;
  declval<T&>().begin();
  declval<T&>().end();
  declval<T&>().begin() != declval<T&>().end();
};
template<class T> concept indexable = requires { declval<T&>()[0]; *declval<T&>().begin(); };
template<class T> concept addable = requires { declval<T>() + declval<T>(); };
template<class T> concept has_vec = requires { typename vec<T>; typename vec<T>::value_type; };
template<class T> concept complete = requires { sizeof(T); };

static_assert(has_value_type<vec<int>> && !has_value_type<plain>);
static_assert(rebindable<vec<int>> && !rebindable<plain>);
static_assert(iterable<vec<int>> && !iterable<plain>);
static_assert(indexable<vec<char>> && !indexable<plain>);
static_assert(addable<int> && addable<double> && !addable<plain>);
static_assert(has_vec<int>);
struct incomplete;
static_assert(complete<int> && !complete<incomplete>);

// a requires-expression used directly as a boolean constant expression
template<class T> constexpr bool has_size = requires { declval<const T&>().size(); };
static_assert(has_size<vec<int>> && !has_size<int>);
static_assert(requires { 1 + 1; });
template<class T> constexpr int pick() {
  if constexpr (requires { typename T::value_type; }) return 1;
  else return 2;
}
static_assert(pick<vec<int>>() == 1 && pick<plain>() == 2);
