template<class T> struct iter {
  T* p;
  T& operator*() const { return *p; }
  iter& operator++() { ++p; return *this; }
  bool operator!=(const iter& o) const { return p != o.p; }
};
template<class T> struct cont { T d[4]; iter<T> begin() { return iter<T>{d}; } iter<T> end() { return iter<T>{d + 4}; } };
struct E { __attribute__((device)) void dev() const {} void host() const {} };
void h() {
  cont<E> c;
  E arr[3];
  for (auto e : arr) e.host();
  for (auto& e : arr) e.host();
  for (const auto& e : c) e.host();
  for (auto&& e : c) e.host();
  for (auto e : c) e.dev();
  for (const auto& e : arr) e.dev();
  for (auto&& e : arr) { e.host(); e.dev(); }
  for (E& e : c) e.dev();
}
