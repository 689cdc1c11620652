// template-head template-head declaration: members of class templates defined outside
// [temp.mem] template<class T> template<class U> ... A<T>::f(U)
template <class T>
struct box {
  T value;
  template <class U> box(const box<U>& other);
  box(T v) : value(v) {}
  template <class U> void assign(U u);
  template <class U> U as() const;
  template <class F> auto transform(F f) const -> box<decltype(f(value))>;
  template <class U> struct converter;
  template <class U> static constexpr bool convertible = sizeof(U) >= sizeof(T);
  template <class U> operator box<U>() const;
  template <class U> box& operator=(const box<U>&);
};
template <class T> template <class U> box<T>::box(const box<U>& o) : value(static_cast<T>(o.value)) {}
template <class T> template <class U> void box<T>::assign(U u) { value = static_cast<T>(u); }
template <class T> template <class U> U box<T>::as() const { return static_cast<U>(value); }
template <class T>
template <class F>
auto box<T>::transform(F f) const -> box<decltype(f(value))> { return box<decltype(f(value))>(f(value)); }
template <class T> template <class U> struct box<T>::converter { static U conv(T t) { return U(t); } };
template <class T> template <class U> box<T>::operator box<U>() const { return box<U>(static_cast<U>(value)); }
template <class T> template <class U> box<T>& box<T>::operator=(const box<U>& o) {
  value = static_cast<T>(o.value);
  return *this;
}
struct plain {
  template <class T> T get(T) const;
  template <int N> static int scaled(int);
};
template <class T> T plain::get(T t) const { return t; }
template <int N> int plain::scaled(int x) { return x * N; }
int main() {
  box<int> a(3);
  box<long> b(a);
  a.assign(2.5);
  double d = a.as<double>();
  auto c = a.transform([](int x) { return x * 1.5; });
  long l = box<int>::converter<long>::conv(7);
  box<short> s = a;
  a = b;
  static_assert(box<char>::convertible<int>, "");
  return plain().get(0) + plain::scaled<2>(1) + (int)d + (int)c.value + (int)l + s.value - 15;
}
