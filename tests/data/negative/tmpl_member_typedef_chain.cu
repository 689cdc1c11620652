// a container written as libstdc++ writes vector: its element reference is a member
// typedef of an allocator-traits template reached through `typename X::name`, a
// partial specialisation (traits of alloc<T>), a member class template
// (`::template rebind<U>::other`) and a member alias template; the operator[] that
// returns it is resolved, so a __device__ member called on the element is reported
typedef unsigned long size_t;
template<class T> struct alloc { typedef T value_type; bool operator==(const alloc&) const; };
template<class A> struct traits { };
template<class T> struct traits<alloc<T>> {
  using value_type = T;
  using size_type = size_t;
  using pointer = T*;
  template<class U> using rebind_alloc = alloc<U>;
};
template<> struct traits<alloc<void>> { using value_type = void; };
template<class A, class = typename A::value_type> struct ext_traits : traits<A> {
  typedef traits<A> base_type;
  typedef typename base_type::value_type value_type;
  typedef typename base_type::size_type size_type;
  typedef value_type& reference;
  typedef const value_type& const_reference;
  template<class U> struct rebind { typedef typename base_type::template rebind_alloc<U> other; };
};
template<class T, class A> struct vec_base {
  typedef typename ext_traits<A>::template rebind<T>::other T_alloc_type;
  typedef typename ext_traits<T_alloc_type>::pointer pointer;
};
template<class T, class A = alloc<T>> class vec : protected vec_base<T, A> {
  typedef vec_base<T, A> Base;
  typedef ext_traits<typename Base::T_alloc_type> Traits;
public:
  typedef typename Traits::reference reference;
  typedef typename Traits::const_reference const_reference;
  typedef typename Traits::size_type size_type;
  reference operator[](size_type n);
  const_reference operator[](size_type n) const;
};
struct S { __attribute__((device)) int dm() const; int hm() const; };
int h1(vec<S> &v) { return v[0].dm(); }
int h2(const vec<S> &v) { return v[1].hm() + v[2].dm(); }
int h3(vec<S> &v, const vec<S> &w) { return v[0].hm() + w[0].hm(); }
