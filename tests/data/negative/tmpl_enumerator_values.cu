// Enumerators declared in a class template (`enum { value = sizeof(T) <= 8 }`,
// as libcu++'s atomics write their traits) are evaluated with the
// specialisation's arguments, through a qualified name or from another
// member's initialiser, so the definitions chosen by them are known.
template <class T> struct lock_free { enum { value = (sizeof(T) <= 8), bits = sizeof(T) * 8 }; };
template <class T> struct traits {
  static constexpr bool needs_lock = !lock_free<T>::value;
  static constexpr int width = lock_free<T>::bits;
};
template <bool Lock> struct storage { __attribute__((device)) int dload() const; int hload() const; };
template <> struct storage<true> { int hload() const; };
template <int Bits> struct word { int hw() const; };
template <> struct word<32> { __attribute__((device)) int dw() const; int hw() const; };
struct big { char b[32]; };
int h() {
  storage<traits<int>::needs_lock> s;
  storage<traits<big>::needs_lock> l;
  word<traits<int>::width> w;
  word<lock_free<long>::bits> x;
  return s.hload() + s.dload() + l.hload() + w.dw() + x.hw();
}
