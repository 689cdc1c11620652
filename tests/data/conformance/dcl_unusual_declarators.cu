// [dcl.decl], [dcl.meaning], [dcl.ambig.res]: legal but unusual declarators: redundant parentheses
// around declarator-ids, declarators mixing several kinds in one declaration, decl-specifiers in odd
// orders, implicit-int-free long forms, declarations of functions and objects in one statement
int (a) = 1;
int ((b)) = 2, (*(c)) = &a, ((d))[2] = {3, 4};
int (e)(int);
int e(int x) { return x; }
long long int unsigned typed_in_odd_order = 5;
signed short int const volatile ssi = 6;
char unsigned const typedef uc_t;
uc_t uc = 7;
int f1(), f2(int), *f3(), (*f4)() = nullptr, v1 = 8, arr1[1] = {9}, &r1 = a;
int f1() { return 1; }
int f2(int x) { return x; }
int* f3() { return &b; }
struct point { int x, y; } p1{1, 2}, *pp = &p1, parr[2] = {{3, 4}, {5, 6}};
enum { ea = 10 } enum_var = ea;
struct pt2 { int (m); int (*pm)(int); int (&rm); };
const int* const (*const (cpa)) = nullptr;
int main() {
  int (local) = 1;
  int (*fp)(int) = &e;
  int (*(*fpp))(int) = &fp;
  int (((paren_arr)))[2] = {1, 2};
  pt2 q{3, e, local};
  unsigned (u) = 11u;
  decltype(a) (da) = 12;
  return a + b + *c + d[1] + e(0) + int(typed_in_odd_order) + ssi + uc + f1() + f2(1) + *f3() + v1 + arr1[0] + r1
       + pp->y + parr[1].x + enum_var + (cpa == nullptr) + local + (*fpp)(1) + paren_arr[1] + q.m + q.pm(1) + q.rm
       + int(u) + da - 93;
}
