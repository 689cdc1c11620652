// options: --c++20 --gnu_version=120200
// out-of-class definitions of constrained members [temp.mem], [temp.over.link]/6: the
// template-head and trailing requires-clause must be repeated equivalently
template <class T, class U> constexpr bool is_same_v = false;
template <class T> constexpr bool is_same_v<T, T> = true;
template <class T> concept integral = is_same_v<T, int> || is_same_v<T, long>;
template <class T> concept floating = is_same_v<T, float> || is_same_v<T, double>;
template <class T>
struct accumulator {
  T total{};
  void add(T v) requires integral<T>;
  void add(T v) requires floating<T>;
  template <integral U> T scaled(U factor) const;
  template <class U> requires floating<U> T scaled(U factor) const;
  template <class U> T mixed(U u) const requires integral<U>;
  int kind() const;
  struct inner;
};
template <class T> void accumulator<T>::add(T v) requires integral<T> { total += v; }
template <class T> void accumulator<T>::add(T v) requires floating<T> { total += v * 2; }
template <class T> template <integral U> T accumulator<T>::scaled(U f) const { return total * f; }
template <class T> template <class U> requires floating<U> T accumulator<T>::scaled(U f) const { return T(total * f * 10); }
template <class T> template <class U> T accumulator<T>::mixed(U u) const requires integral<U> { return total + u; }
template <class T> int accumulator<T>::kind() const { return integral<T> ? 1 : 2; }
template <class T> struct accumulator<T>::inner { T v; };
template <integral T>
struct counter {
  T n{};
  void bump();
  static T zero();
};
template <integral T> void counter<T>::bump() { ++n; }
template <integral T> T counter<T>::zero() { return T(); }
template <class T> requires (sizeof(T) <= 8)
struct small_box { T v; T get() const; };
template <class T> requires (sizeof(T) <= 8) T small_box<T>::get() const { return v; }
int main() {
  accumulator<int> ai;
  ai.add(3);
  accumulator<double> ad;
  ad.add(1.5);
  counter<long> c;
  c.bump();
  small_box<int> sb{4};
  accumulator<int>::inner in{5};
  return ai.scaled(2) + ai.scaled(0.5) + ai.mixed(1L) + ai.kind() + ad.kind() + int(ad.total) + int(c.n) + int(counter<int>::zero()) +
         sb.get() + in.v - (6 + 15 + 4 + 1 + 2 + 3 + 1 + 0 + 4 + 5);
}
