// [dcl.struct.bind]/5 binding to non-static data members: public members of a class or of one
// unambiguous base, bit-fields, anonymous-union-free aggregates, const objects, mutable members,
// results of function calls, references preserved as lvalue refs, in templates and lambdas
struct pair_t { int first; double second; };
struct base { int a, b; };
struct derived : base {};
struct flags { unsigned ready : 1; unsigned count : 7; };
struct with_ref { int& r; const char* name; };
struct cfg { mutable int hits; const int id; };
pair_t make_pair(int a, double b) { return {a, b}; }
template <class T> auto sum_members(const T& t) {
  const auto& [x, y] = t;
  return x + y;
}
int main() {
  auto [i, d] = make_pair(1, 2.5);
  auto [ba, bb] = derived{{3, 4}};
  flags f{1, 42};
  auto& [ready, count] = f;
  count = 5;
  int target = 6;
  auto [ref, name] = with_ref{target, "x"};
  ref = 7;
  const cfg c{0, 9};
  auto& [hits, id] = c;
  hits = 2;
  auto lam = [](pair_t p) { auto [a, b] = p; return a + int(b); };
  const auto [ci, cd] = pair_t{1, 1.0};
  auto&& [ri, rd] = make_pair(2, 0.5);
  volatile pair_t vp{3, 0.0};
  auto& [vi, vd] = vp;
  return i + int(d) + ba + bb + ready + int(count) + target + (name[0] == 'x') + c.hits + id + lam({1, 2.0})
       + int(sum_members(pair_t{1, 1.0})) + ci + int(cd) + ri + int(rd) + vi - 49;
}
