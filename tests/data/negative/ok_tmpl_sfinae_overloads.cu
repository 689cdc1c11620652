// Overloads told apart by enable_if on traits: the host one is taken where
// its condition holds, the device one elsewhere; no call crosses a space.
template<class T, T v> struct integral_constant { static constexpr T value = v; };
typedef integral_constant<bool, true> true_type;
typedef integral_constant<bool, false> false_type;
template<bool B, class T = void> struct enable_if {};
template<class T> struct enable_if<true, T> { typedef T type; };
template<bool B, class T = void> using enable_if_t = typename enable_if<B, T>::type;
template<class T> struct is_ptr : false_type {};
template<class T> struct is_ptr<T*> : true_type {};
template<class T> struct is_small : integral_constant<bool, (sizeof(T) < 4)> {};
template<class T> enable_if_t<is_ptr<T>::value, int> which(T) { return 1; }
template<class T> __attribute__((device)) enable_if_t<!is_ptr<T>::value, int> which(T) { return 2; }
template<class T> typename enable_if<is_small<T>::value, int>::type size_class(T) { return 0; }
template<class T> __attribute__((device)) typename enable_if<!is_small<T>::value, int>::type size_class(T) { return 1; }
__attribute__((device)) int dev_side() { int x = 0; return which(x) + size_class(x); }
int host_side() { int *p = 0; char c = 0; return which(p) + size_class(c) + size_class((short)1); }
