// alternative tokens [lex.digraph]/2 in non-operator positions: compl in destructor names and
// destructor calls, bitand / and as reference declarators, not / and / or in requires-clauses
template<class T> struct box {
  T* p;
  int* destroyed;
  compl box() { ++*destroyed; }
  void destroy_inner() { p->compl T(); }
};
struct leaf { compl leaf() {} };

int run(int bitand counter) {
  alignas(box<leaf>) unsigned char raw[sizeof(box<leaf>)];
  leaf l;
  box<leaf>* b = reinterpret_cast<box<leaf>*>(raw);
  b->p = &l;
  b->destroyed = &counter;
  b->destroy_inner();
  b->compl box();
  b->box<leaf>::compl box();
  return counter;
}

int sum(int and a, const int bitand b) { return a + b; }
int use() { int x = 1; return sum(2, x); }
struct movable {
  movable() = default;
  movable(movable and) noexcept = default;
  movable bitand operator=(movable and) noexcept = default;
  movable bitand self() bitand { return *this; }
  movable self() and { return static_cast<movable and>(*this); }
};

template<class T> constexpr bool small = sizeof(T) <= 4;
template<class T> constexpr bool signed_like = T(-1) < T(0);
template<class T> constexpr int classify(T) { return 0; }
template<class T> constexpr int categorize(T v) {
  if constexpr (small<T> and signed_like<T>) return 1;
  else if constexpr (not small<T> or not signed_like<T>) return 2 + classify(v);
  else return 3;
}
static_assert(categorize(1) == 1 and categorize(1u) == 2 and categorize(1.0) == 2);
static_assert((compl 0u) == 0xFFFFFFFFu and (6 bitand 3) == 2 and (6 bitor 1) == 7);
