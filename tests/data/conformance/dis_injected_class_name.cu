// C++17 conformance: disambiguation
// [class.pre] p2, [temp.local] p1-p2: the injected-class-name used as a type, as a template
// name with other arguments (A<U> inside A<T>), as a template template argument, and unadorned
template <class T> struct tmpl_arg_user;
template <template <class> class Tmpl> struct uses_tmpl { using type = Tmpl<char>; };
template <class T> struct vec {
  T x{};
  vec() = default;
  vec(T v) : x(v) {}
  vec(const vec& o) : x(o.x) {}                       // vec means vec<T>
  template <class U> vec(const vec<U>& o) : x(T(o.x)) {}   // vec<U> is another specialization
  vec& operator=(const vec&) = default;
  vec operator+(const vec& o) const { return vec(x + o.x); }
  template <class U> vec<U> cast() const { return vec<U>(U(x)); }
  using self = vec;
  using rebound = typename uses_tmpl<vec>::type;      // injected name as a template argument
  static vec zero() { return vec{}; }
  friend bool operator==(const vec& a, const vec& b) { return a.x == b.x; }
  bool same(const ::vec<T>& o) const { return *this == o; }
};
struct plain {
  plain* self_ptr() { return this; }
  typename plain::plain* again() { return this; }       // plain::plain names the class with typename
  struct plain* elaborated() { return this; }
};
int main() {
  vec<int> a(2), b(3);
  vec<double> d = a;
  vec<long> l = a.cast<long>();
  vec<int>::self s = a + b;
  vec<int>::rebound rc('x');
  plain p;
  return s.x + int(d.x) + int(l.x) + (rc.x == 'x') + a.same(a) + vec<int>::zero().x +
         (p.self_ptr() == p.again()) + (p.elaborated() == &p) - 12;
}
