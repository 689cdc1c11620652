// A partial specialisation whose arguments are value parameters (ggml's
// tile<I_, J_, T, L>): the values bound, its static constants and array
// member read with them.
enum layout { L_I, L_J };
template<int I_, int J_, class T, layout L = L_I> struct tile {};
template<int I_, int J_, class T> struct tile<I_, J_, T, L_I> {
  static constexpr int I = I_;
  static constexpr int J = J_;
  static constexpr int ne = I * J / 32;
  T x[ne] = {0};
};
__attribute__((device)) int dd(const int *p);
__attribute__((device)) int dl(long);
void h1() { tile<16, 8, int> t; dd(t.x + 1); }
void h2() { dl(sizeof(tile<32, 8, long>::x) / sizeof(long)); }
