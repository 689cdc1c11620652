// noptr-declarator [ constant-expression(opt) ] attribute-specifier-seq(opt)  [dcl.array]
// unknown bound completed by initializer or later declaration, multidimensional, arrays of pointers,
// pointers and references to arrays, arrays as parameters (adjusted), bounds from constant expressions
extern int later[];
int later[4] = {1, 2, 3, 4};
int deduced[] = {1, 2, 3};
char str[] = "hello";
const char* names[] = {"a", "bb", "ccc"};
int grid[2][3] = {{1, 2, 3}, {4, 5, 6}};
int unknown_outer[][2] = {{1, 2}, {3, 4}, {5, 6}};
constexpr int n = 2 * 3;
double by_constexpr[n];
int by_sizeof[sizeof(long)];
int (*ptr_to_arr)[3] = &grid[0];
int (&ref_to_arr)[2][3] = grid;
int* arr_of_ptrs[3] = {&later[0], &later[1], nullptr};
extern int incomplete_2d[][4];
struct S { static int table[]; int flex_free[2]; };
int S::table[] = {9, 8};
template <class T, unsigned N> constexpr unsigned size(T (&)[N]) { return N; }
template <class T, unsigned R, unsigned C> constexpr unsigned cells(T (&)[R][C]) { return R * C; }
int sum(int a[], int len) { int s = 0; for (int i = 0; i < len; ++i) s += a[i]; return s; }
int sum2(int a[][3], int rows) { return rows ? a[0][0] + sum2(a + 1, rows - 1) : 0; }
int sum3(const int a[static_cast<unsigned>(3)]) { return a[0]; }
static_assert(sizeof(deduced) == 3 * sizeof(int) && sizeof(str) == 6 && sizeof(unknown_outer) == 6 * sizeof(int), "");
int main() {
  int local[] = {0, 1};
  static_assert(size(names) == 3 && size(local) == 2 && cells(grid) == 6 && size(by_constexpr) == 6, "");
  return sum(later, 4) + sum2(grid, 2) + sum3(deduced) + (*ptr_to_arr)[2] + ref_to_arr[1][0] + *arr_of_ptrs[1]
       + S::table[1] + names[2][0] - 'c' + str[0] - 'h' + by_sizeof[0] * 0 - 26;
}
