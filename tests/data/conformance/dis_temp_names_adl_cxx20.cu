// options: --c++20 --gnu_version=120200
// [temp.names] p2 (P0846): a name followed by '<' for which ordinary lookup finds nothing
// (or only functions) is treated as a template-name, so f<T>(x) can find f only by ADL
namespace geo {
  struct point { int x, y; };
  template <int I> constexpr int get(const point& p) { return I == 0 ? p.x : p.y; }
  template <class T> constexpr T as(const point& p) { return T(p.x + p.y); }
}
namespace cont {
  template <class T> struct vec { T a, b; };
  template <class To, class T> To convert_to(const vec<T>& v) { return To(v.a * v.b); }
}
int as(int);                                    // ordinary lookup finds only a function
template <class T> int total(const T& p) {
  return get<0>(p) + get<1>(p) + as<int>(p);    // dependent: resolved by ADL at instantiation
}
int use() {
  geo::point p{3, 4};
  int a = get<0>(p);                            // no 'get' visible: ADL finds geo::get
  int b = get<1>(p);
  long c = as<long>(p);                         // 'as' is a non-template function here
  cont::vec<int> v{2, 5};
  double d = convert_to<double>(v);
  return a + b + int(c) + int(d) + total(p);
}
int main() { return use() - 38; }
