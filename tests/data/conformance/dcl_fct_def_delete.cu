// function-body: = delete ;  [dcl.fct.def.delete]: deleted special members (non-copyable, move-only),
// deleted overloads to block conversions, deleted function templates and specialisations,
// deleted operator new, deleted member functions by ref-qualifier, deleted free functions
struct non_copyable {
  non_copyable() = default;
  non_copyable(const non_copyable&) = delete;
  non_copyable& operator=(const non_copyable&) = delete;
};
struct move_only {
  move_only() = default;
  move_only(move_only&&) = default;
  move_only& operator=(move_only&&) = default;
  move_only(const move_only&) = delete;
  int v = 1;
};
struct stack_only {
  static void* operator new(decltype(sizeof 0)) = delete;
  static void* operator new[](decltype(sizeof 0)) = delete;
  int v = 2;
};
struct strict_int {
  int v;
  strict_int(int x) : v(x) {}
  strict_int(double) = delete;
  strict_int(bool) = delete;
  template <class T> strict_int(T*) = delete;
};
struct view {
  int data = 3;
  const int& get() const& { return data; }
  const int& get() const&& = delete;
};
void only_int(int) {}
void only_int(long) = delete;
template <class T> void only_int(T*) = delete;
template <class T> int no_char(T v) { return int(v); }
template <> int no_char<char>(char) = delete;
int deleted_free(float) = delete;
int deleted_free(int x) { return x; }
move_only make() { return move_only{}; }
int main() {
  non_copyable nc;
  (void)nc;
  move_only m1 = make();
  move_only m2(static_cast<move_only&&>(m1));
  stack_only s;
  strict_int si(4);
  view vw;
  only_int(1);
  return m2.v + s.v + si.v + vw.get() + no_char(5) + deleted_free(6) - 21;
}
