// C++17 conformance: disambiguation
// [stmt.ambig] [dcl.ptr] [dcl.ref]: 'X * y;', 'X & y = ...;', 'X && y = ...;' and 'X < y > z;'
// declare when X names a type and are expressions when X is an object (overloaded operators)
struct num {
  int v;
  num operator*(const num& o) const { return {v * o.v}; }
  num& operator&(const num&) { return *this; }
  bool operator&&(const num& o) const { return v && o.v; }
  bool operator<(const num& o) const { return v < o.v; }
};
bool operator>(bool b, const num& n) { return b && n.v > 0; }
int tally = 0;
struct logger { logger& operator*(int k) { tally += k; return *this; } };
template <class T> struct vec { T x; };
using I = int;
int main() {
  int base = 5;
  {
    I * p = &base;                // declaration of a pointer
    I & r = base;                 // declaration of a reference
    I && rr = 3;                  // rvalue reference
    vec<I> * pv = nullptr;        // template-id type: declaration
    I * const cp = &base;
    tally += *p + r + rr + (pv == nullptr) + *cp;
  }
  num a{2}, b{3}, c{4};
  logger log;
  log * 3;                        // expression: object times int (operator* with a side effect)
  a * b;                          // expression: overloaded *, result discarded
  a & b;                          // expression: overloaded &
  bool t1 = a && b;               // expression: overloaded &&
  bool t2 = a < b > c;            // (a < b) > c, not a template-id
  a * b * c;
  return tally + t1 + t2 - 21;
}
