// A function's parameter pack deduced from a function type with no
// parameters (`R (*)(A...)` from `int (*)()`), and a pack deduced from a
// call with no arguments: empty packs, and no pointer arithmetic on an
// empty list (a fuzz finding under UBSan).
template <class R, class... A> constexpr int fn(R (*)(A...)) { return 1; }
template <class... A> constexpr int none(A...) { return sizeof...(A); }
int func0() { return 0; }
int use() { return fn(&func0) + fn(func0) + none(); }
