// copy/move assignment operator overloads [over.ass], comma [over.binary] in templates,
// overloaded && and || (no short-circuit), assignment from other types, templated assignment
struct expr_bool {
  bool v;
  friend expr_bool operator&&(expr_bool a, expr_bool b) { return {a.v && b.v}; }
  friend expr_bool operator||(expr_bool a, expr_bool b) { return {a.v || b.v}; }
  friend expr_bool operator!(expr_bool a) { return {!a.v}; }
};
struct seq { int n; };
seq operator,(seq a, int b) { return {a.n * 10 + b}; }
template <class T>
struct holder {
  T value{};
  holder& operator=(const holder&) = default;
  holder& operator=(holder&&) = default;
  holder& operator=(const T& v) { value = v; return *this; }
  template <class U> holder& operator=(const holder<U>& o) { value = T(o.value); return *this; }
  holder& operator=(decltype(nullptr)) { value = T(); return *this; }
};
struct sink { int count = 0; template <class T> sink& operator,(const T&) { ++count; return *this; } };
template <class... Ts> int count_all(Ts... ts) { sink s; (s, ..., ts); return s.count; }
int main() {
  expr_bool t{true}, f{false};
  expr_bool r = (t && f) || !f;
  seq s = (seq{1}, 2, 3);
  holder<int> h;
  h = 5;
  holder<long> hl;
  hl = h;
  holder<int> h2;
  h2 = h;
  h2 = holder<int>{};
  h = nullptr;
  return r.v + s.n + int(hl.value) + h2.value + h.value + count_all(1, 'a', 2.0) - 132;
}
