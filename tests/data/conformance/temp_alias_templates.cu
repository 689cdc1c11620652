// alias-declaration with template-head: alias templates [temp.alias]
// aliases of class templates, of dependent member types, of function/pointer types, of packs
template <class T> struct allocator { template <class U> struct rebind { using other = allocator<U>; }; };
template <class T, class A = allocator<T>> struct vector {};
template <class T> using vec = vector<T>;
template <class T> using ptr = T*;
template <class R, class... A> using fn = R (*)(A...);
template <class T> using ref_to_array3 = T (&)[3];
template <class T> using value_type_t = typename T::value_type;
template <class A, class U> using rebind_alloc = typename A::template rebind<U>::other;
template <class... Ts> struct type_list { static constexpr unsigned long n = sizeof...(Ts); };
template <class... Ts> using pointers = type_list<Ts*...>;
template <class T> using identity = T;
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { using type = T; };
template <bool B, class T = void> using enable_if_t = typename enable_if<B, T>::type;
template <class T, class U> struct is_same { static constexpr bool value = false; };
template <class T> struct is_same<T, T> { static constexpr bool value = true; };
template <class T> using void_t_like = void;
template <class T> struct owner { template <class U> using pair_with = type_list<T, U>; using self = owner; };
struct has_vt { using value_type = double; };
template <class T> enable_if_t<(sizeof(T) > 1), int> only_big(T) { return 1; }
template <template <class> class Alias> struct apply_int { using type = Alias<int>; };
static_assert(is_same<vec<int>, vector<int, allocator<int>>>::value, "");
static_assert(is_same<ptr<const int>, const int*>::value, "");
static_assert(is_same<fn<int, char, long>, int (*)(char, long)>::value, "");
static_assert(is_same<value_type_t<has_vt>, double>::value, "");
static_assert(is_same<rebind_alloc<allocator<int>, char>, allocator<char>>::value, "");
static_assert(pointers<int, char>::n == 2 && is_same<pointers<int>, type_list<int*>>::value, "");
static_assert(is_same<identity<int>, int>::value && is_same<void_t_like<char>, void>::value, "");
static_assert(is_same<owner<int>::pair_with<char>, type_list<int, char>>::value, "");
static_assert(is_same<apply_int<ptr>::type, int*>::value && is_same<apply_int<vec>::type, vector<int>>::value, "");
int main() {
  int arr[3] = {1, 2, 3};
  ref_to_array3<int> r = arr;
  ptr<int> p = &arr[0];
  identity<int (*)(int)> f = nullptr;
  (void)f;
  return r[2] + *p + only_big(1L) - 5;
}
