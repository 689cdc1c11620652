// options: --c++20 --gnu_version=120200
// [dcl.init.general] p16.6.2.2 (P0960) parenthesised aggregate initialisation and its interplay
// with [dcl.ambig.res]: T x(a, b) for aggregates, T(a, b) casts, new T(a, b), T x((U())) objects,
// and arrays initialised with parentheses
struct point { int x, y; };
struct rect { point tl, br; int tag = 9; };
struct derived : point { int z; };
template <class T, class U> struct pair_ { T first; U second; };
int main() {
  point p(1, 2);                       // aggregate with parentheses
  point q(3);                          // remaining member value-initialised
  rect r(p, point(4, 5));              // nested, functional cast with two arguments
  derived d(point{1, 1}, 6);           // base class element first
  pair_<int, double> pr(7, 1.5);
  auto* np = new point(8, 9);          // new-expression with parenthesised aggregate init
  int arr[3](1, 2, 3);                 // arrays too
  int arr2[](4, 5);                    // bound deduced
  point s((point()));                  // object: extra parentheses, copy of a value-initialised point
  point t(point{});                    // object
  auto u = point(10, 11);
  int total = p.x + p.y + q.x + q.y + r.br.y + r.tag + d.z + d.x + pr.first + int(pr.second) + np->y + arr[2] +
              arr2[1] + s.x + t.y + u.y;
  delete np;
  return total - 64;
}
