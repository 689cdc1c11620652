typedef unsigned long size_t;
template<class T> struct allocator { typedef T value_type; typedef T* pointer; typedef T& reference; typedef const T& const_reference; };
template<class A> struct alloc_traits { typedef typename A::value_type value_type; typedef typename A::pointer pointer; typedef value_type& reference; typedef const value_type& const_reference; };
template<class T, class A = allocator<T> > class vector {
  typedef alloc_traits<A> traits;
  typename traits::pointer b_, e_;
public:
  typedef typename traits::reference reference;
  typedef typename traits::const_reference const_reference;
  typedef size_t size_type;
  vector() : b_(0), e_(0) {}
  reference operator[](size_type i) { return b_[i]; }
  const_reference operator[](size_type i) const { return b_[i]; }
  size_type size() const { return e_ - b_; }
  reference front() { return *b_; }
};
struct P { int x; __attribute__((device)) int dx() const { return x; } int hx() const { return x; } };
void h() {
  vector<P> v;
  v[0].hx();
  const vector<P>& cv = v;
  cv[1].hx();
  v.front().hx();
  v[2].dx();
  cv[0].dx();
  vector<int> vi; int s = vi[0] + (int)vi.size();
}
