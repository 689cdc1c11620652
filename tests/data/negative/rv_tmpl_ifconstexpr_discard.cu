__attribute__((device)) int d() { return 0; }
int hf() { return 1; }
template<bool B> int sel() { if constexpr (B) return d(); else return hf(); }
template<class T> int sel2(T t) { if constexpr (sizeof(T) == 1) return t.dm(); else return 0; }
struct Cd { __attribute__((device)) int dm() { return 0; } };
void h() {
  sel<false>();
  sel2(1);
  if constexpr (false) { d(); }
  if (false) { d(); }
}
