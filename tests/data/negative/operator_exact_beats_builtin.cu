// An operator function that takes every operand as it stands is better than
// each built-in candidate a conversion function would allow (they need the
// class operand converted by a user-defined conversion): the function is
// called, and checked.
struct cond {
  int v;
  operator bool() const;
};
struct code { int v; };
__attribute__((device)) bool operator==(const cond &, const cond &);
bool operator==(const code &, const cond &);
__attribute__((device)) bool operator<(const cond &, int);
int h(const cond &a, const cond &b, const code &c) {
  int r = a == b;
  r += c == a;
  r += a < 3;
  return r;
}
