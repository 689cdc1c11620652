// postfix-expression [ expr-or-braced-init-list ] [expr.sub]: built-in subscript (both
// operand orders), multidimensional arrays, user operator[] with braced-init-list arguments
struct coord { int row, col; };
template<class T, int R, int C> struct matrix {
  T data[R][C];
  constexpr T& operator[](coord c) { return data[c.row][c.col]; }
  constexpr const T& operator[](coord c) const { return data[c.row][c.col]; }
  constexpr const T* operator[](int r) const { return data[r]; }
};

constexpr int builtin() {
  int a[4] = {10, 20, 30, 40};
  int* p = a + 1;
  int m[2][3] = {{1, 2, 3}, {4, 5, 6}};
  return a[0] + 1[a] + p[1] + p[-1] + m[1][2] + 2[m[0]] + (a)[3];
}
static_assert(builtin() == 10 + 20 + 30 + 10 + 6 + 3 + 40);

constexpr matrix<int, 2, 2> mat = {{{1, 2}, {3, 4}}};
static_assert(mat[{1, 0}] == 3);
static_assert(mat[coord{0, 1}] == 2);
static_assert(mat[1][1] == 4);
constexpr int write() { matrix<int, 2, 2> m{}; m[{1, 1}] = 7; m[{0, 0}] = 1; return m[{1, 1}] + m.data[0][0]; }
static_assert(write() == 8);

// subscripting string literals, prvalue arrays via references, and pointers to arrays
static_assert("hello"[1] == 'e');
using arr3 = int[3];
static_assert(arr3{7, 8, 9}[2] == 9);
constexpr int rows[2][2] = {{1, 2}, {3, 4}};
constexpr const int (*prow)[2] = rows;
static_assert(prow[1][0] == 3 && (*prow)[1] == 2);

template<class T> struct span {
  T* p; unsigned long n;
  constexpr T& operator[](unsigned long i) const { return p[i]; }
};
constexpr int use_span() { int xs[] = {1, 2, 3}; span<int> s{xs, 3}; s[0] += s[2]; return s[{0}]; }
static_assert(use_span() == 4);
template<class C> constexpr auto front(const C& c) -> decltype(c[0]) { return c[0]; }
static_assert(front(rows)[1] == 2);
