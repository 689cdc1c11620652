// initializer: brace-or-equal-initializer | ( expression-list )  [dcl.init]: copy-initialization with =,
// direct-initialization with parentheses, direct-list and copy-list with braces, = { } forms, for
// scalars, classes with constructors, references, pointers, and in new-expressions and member inits
struct meters {
  double v;
  meters(double d) : v(d) {}
  meters(int a, int b) : v(a + b) {}
};
struct agg { int a; double b; };
int s1 = 1;
int s2(2);
int s3{3};
int s4 = {4};
int s5 = int(5);
int s6 = int{6};
meters m1 = 1.5;
meters m2(1, 2);
meters m3{3, 4};
meters m4 = {5, 6};
meters m5 = meters(7.0);
agg a1 = {1, 2.0};
agg a2{3, 4.0};
agg a3 = agg{5, 6.0};
int* p1 = nullptr;
int* p2(&s1);
int* p3{&s2};
const int& r1 = 7;
const int& r2(s3);
int&& r3{8};
double dd = {s1 + 0.5};
struct holder {
  int x = 1;
  int y{2};
  meters m{3.0};
  agg g = {4, 5.0};
  int z;
  holder() : z(6) {}
  holder(int v) : x{v}, y(v), m(v, v), g{v, 0}, z{} {}
};
int main() {
  int* heap1 = new int(9);
  int* heap2 = new int{10};
  meters* heap3 = new meters{1, 1};
  agg* heap4 = new agg{1, 1.0};
  holder h, h2(3);
  int r = s1 + s2 + s3 + s4 + s5 + s6 + int(m1.v + m2.v + m3.v + m4.v + m5.v) + a1.a + a2.a + a3.a + *p2 + *p3 + r1 + r2 + r3
        + int(dd) + *heap1 + *heap2 + int(heap3->v) + heap4->a + h.x + h.y + h.z + h2.x + h2.g.a;
  delete heap1; delete heap2; delete heap3; delete heap4;
  return r - 123;
}
