typedef unsigned long size_t;
typedef long ptrdiff_t;
void* operator new(size_t, void* p) noexcept;
namespace mystd {
template<class T> struct remove_reference { typedef T type; };
template<class T> struct remove_reference<T&> { typedef T type; };
template<class T> struct remove_reference<T&&> { typedef T type; };
template<class T> constexpr typename remove_reference<T>::type&& move(T&& t) noexcept { return static_cast<typename remove_reference<T>::type&&>(t); }
template<class T> constexpr T&& forward(typename remove_reference<T>::type& t) noexcept { return static_cast<T&&>(t); }
template<class T> T&& declval() noexcept;
struct random_access_iterator_tag {};
template<class It> struct iterator_traits { typedef typename It::value_type value_type; typedef typename It::difference_type difference_type; typedef typename It::reference reference; typedef typename It::iterator_category iterator_category; };
template<class T> struct iterator_traits<T*> { typedef T value_type; typedef ptrdiff_t difference_type; typedef T& reference; typedef random_access_iterator_tag iterator_category; };
template<class T> struct allocator {
  typedef T value_type;
  template<class U> struct rebind { typedef allocator<U> other; };
  T* allocate(size_t n) { return static_cast<T*>(::operator new(n * sizeof(T))); }
  void deallocate(T* p, size_t) { ::operator delete(p); }
};
template<class A> struct allocator_traits {
  typedef A allocator_type;
  typedef typename A::value_type value_type;
  typedef value_type* pointer;
  template<class U> using rebind_alloc = typename A::template rebind<U>::other;
  static pointer allocate(A& a, size_t n) { return a.allocate(n); }
  static void deallocate(A& a, pointer p, size_t n) { a.deallocate(p, n); }
  template<class T, class... Args> static void construct(A&, T* p, Args&&... args) { ::new ((void*)p) T(mystd::forward<Args>(args)...); }
  template<class T> static void destroy(A&, T* p) { p->~T(); }
};
template<class T, class Alloc = allocator<T> > class vector {
  typedef allocator_traits<Alloc> at;
  Alloc a_; T* b_ = nullptr; T* e_ = nullptr; T* c_ = nullptr;
public:
  typedef T value_type; typedef T& reference; typedef const T& const_reference; typedef T* iterator; typedef const T* const_iterator; typedef size_t size_type;
  vector() = default;
  vector(const vector&) = delete;
  ~vector() { clear(); if (b_) at::deallocate(a_, b_, c_ - b_); }
  template<class... Args> reference emplace_back(Args&&... args) {
    if (e_ == c_) grow();
    at::construct(a_, e_, mystd::forward<Args>(args)...);
    return *e_++;
  }
  void push_back(const T& v) { emplace_back(v); }
  void push_back(T&& v) { emplace_back(mystd::move(v)); }
  void clear() { while (e_ != b_) at::destroy(a_, --e_); }
  iterator begin() { return b_; } iterator end() { return e_; }
  const_iterator begin() const { return b_; } const_iterator end() const { return e_; }
  size_type size() const { return e_ - b_; }
  reference operator[](size_type i) { return b_[i]; }
  const_reference operator[](size_type i) const { return b_[i]; }
private:
  void grow() {
    size_type n = c_ == b_ ? 4 : 2 * (c_ - b_);
    T* nb = at::allocate(a_, n); T* ne = nb;
    for (T* p = b_; p != e_; ++p, ++ne) at::construct(a_, ne, mystd::move(*p));
    clear(); if (b_) at::deallocate(a_, b_, c_ - b_);
    b_ = nb; e_ = ne; c_ = nb + n;
  }
};
template<class It> typename iterator_traits<It>::difference_type distance(It a, It b) { return b - a; }
template<class It, class T> It find(It a, It b, const T& v) { for (; a != b; ++a) if (*a == v) return a; return b; }
template<class It, class F> F for_each(It a, It b, F f) { for (; a != b; ++a) f(*a); return f; }
}
struct pt { int x, y; pt(int a, int b) : x(a), y(b) {} bool operator==(const pt& o) const { return x == o.x && y == o.y; } };
int main() {
  mystd::vector<pt> v;
  v.emplace_back(1, 2);
  v.push_back(pt(3, 4));
  pt p(5, 6); v.push_back(p);
  for (const auto& q : v) (void)q.x;
  auto it = mystd::find(v.begin(), v.end(), pt(3, 4));
  ptrdiff_t d = mystd::distance(v.begin(), it);
  int s = 0;
  mystd::for_each(v.begin(), v.end(), [&](pt& q) { s += q.x; });
  const mystd::vector<pt>& cv = v;
  s += cv[0].y + (int)cv.size() + (int)d;
  decltype(mystd::declval<pt&>().x) z = 0;
  mystd::vector<int>::value_type w = z;
  mystd::iterator_traits<pt*>::value_type pv(1, 1);
  mystd::allocator_traits<mystd::allocator<int> >::rebind_alloc<char> ca;
  char* cp = ca.allocate(1);
  ca.deallocate(cp, 1);
  return s + w + pv.x;
}
