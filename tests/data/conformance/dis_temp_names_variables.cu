// C++17 conformance: disambiguation
// [temp.names] p3: '<' after a name is a template-argument-list only if lookup finds a
// template; for variables it is less-than: a < b > c, x < y && y > z, (a < b), a<b>(c)
namespace tpl { template <class T> struct a {}; template <int N> int b = N; }
struct cmp { bool operator>(int) const { return true; } };
int main() {
  int a = 1, b = 2, c = 0;
  int x = 1, y = 2, z = 0;
  bool r1 = a < b > c;                 // (a < b) > c
  bool r2 = x < y && y > z;            // two comparisons, not a template-id
  bool r3 = (a < b) == (b > c);
  bool r4 = a<b>(c);                   // (a < b) > (c)
  bool r5 = a < b || b > c;
  int r6 = x < y ? y > z : 0;
  if (x < y && y > z) r6 += 1;
  while (a < b && b > c) { a = b; }
  int arr[4] = {0, 1, 2, 3};
  bool r7 = arr[0] < arr[1] && arr[2] > arr[1];
  int size = 3, vector = 2;
  bool r8 = vector < size && size > vector;      // names of well-known templates, as variables
  int less = 4, greater = 1;
  bool r9 = less<greater>(x);                    // comparisons again
  tpl::a<int> ta;                                // a real template-id in another scope
  (void)ta;
  int r10 = tpl::b<3> + (b < 3) + (b > 1);
  return r1 + r2 + r3 + r4 + r5 + r6 + r7 + r8 + r9 + r10 - 12;
}
