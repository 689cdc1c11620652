// Traits as libstdc++ writes them: a partial specialisation matched through
// an alias that ignores its arguments (void_t<T&>, which T = void makes
// invalid), a member type found in a base, a default argument naming the
// template's own parameter beside an outer one of the same name, __is_same.
template<class T, T v> struct integral_constant { static constexpr T value = v; };
typedef integral_constant<bool, true> true_type;
typedef integral_constant<bool, false> false_type;
template<class...> using void_t = void;
template<class T, class = void> struct is_referenceable : false_type {};
template<class T> struct is_referenceable<T, void_t<T&>> : true_type {};
template<class T, bool = is_referenceable<T>::value> struct add_ref_helper { typedef T type; };
template<class T> struct add_ref_helper<T, true> { typedef T& type; };
template<class T> struct add_ref : add_ref_helper<T> {};
template<class A, class B> struct same : integral_constant<bool, __is_same(A, B)> {};
template<bool B, class T = void> struct enable_if {};
template<class T> struct enable_if<true, T> { typedef T type; };
template<class T> struct holder { T *p; typename add_ref<T>::type operator*() const { return *p; } };
struct S { int v; };
__attribute__((device)) int dref(S&);
__attribute__((device)) int dval(int);
void h1(holder<S> &h) { dref(*h); }
void h2() { dval(enable_if<!is_referenceable<void>::value && is_referenceable<S>::value, int>::type(1)); }
void h3() { dval(enable_if<same<add_ref<void>::type, void>::value, int>::type(2)); }
void h4() { dval(enable_if<same<add_ref<S>::type, S&>::value, int>::type(3)); }
