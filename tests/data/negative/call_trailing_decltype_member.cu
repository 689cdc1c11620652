// A function template whose result is `decltype(param.member())` in a
// trailing return type (cooperative_groups' group_size): deduced from the
// arguments with the result left aside, then read with the parameters
// bound (the member function's declared result), so the call and what is
// done with its result are checked.
struct grp { unsigned long long num_threads() const; };
template <class T> struct tile { T num_threads() const; };
struct Dev { __attribute__((device)) Dev(int); };
template <class G> auto group_size(G const &g) -> decltype(g.num_threads()) { return g.num_threads(); }
template <class G> __attribute__((device)) auto dev_size(const G &g) -> decltype(g.num_threads());
__attribute__((device)) int use(unsigned long long);
int use(short);
int f(const grp &g, tile<short> &t) {
  int r = use(group_size(g)) + use(group_size(t));
  r += (int)dev_size(t);
  return r;
}
