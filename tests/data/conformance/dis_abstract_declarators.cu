// [dcl.name] abstract-declarator in type-ids: pointers to arrays, arrays of pointers,
// references to functions, pointers to members, functions returning pointers to functions,
// used as template arguments, in casts, in sizeof, in aliases and in trailing return types
template <class T> struct type_is { using type = T; };
template <class T, class U> struct same { static constexpr bool value = false; };
template <class T> struct same<T, T> { static constexpr bool value = true; };
struct S { int m; int f(int) const { return m; } };
using A1 = type_is<int (*)[3]>::type;            // pointer to array of 3 int
using A2 = type_is<int* [3]>::type;              // array of 3 pointers
using A3 = type_is<int (&)(double)>::type;       // reference to function
using A4 = type_is<int S::*>::type;              // pointer to data member
using A5 = type_is<int (S::*)(int) const>::type; // pointer to const member function
using A6 = type_is<int (*(*)(char))(long)>::type;// pointer to function returning pointer to function
using A7 = type_is<int (&&)[2]>::type;           // rvalue reference to array
using A8 = type_is<void (*const)()>::type;       // const pointer to function
static_assert(same<A1, int (*)[3]>::value && !same<A1, A2>::value);
static_assert(sizeof(A2) == 3 * sizeof(int*));
static_assert(same<A6, int (*(*)(char))(long)>::value);
static_assert(sizeof(int (*)[3]) == sizeof(void*));
static_assert(sizeof(int (S::*)) == sizeof(int S::*));
int h(long v) { return int(v); }
int (*g(char))(long) { return h; }               // function returning pointer to function
auto k(char) -> int (*)(long) { return h; }      // the same with a trailing return type
int twice(double d) { return int(d * 2); }
int main() {
  int arr[3] = {1, 2, 3};
  A1 p = &arr;
  A3 fr = twice;
  A4 pm = &S::m;
  A5 pf = &S::f;
  A6 pg = g;
  A8 pc = nullptr;
  S s{4};
  auto q = static_cast<int (*)[3]>(&arr);
  auto r = reinterpret_cast<void (*)(int)>(h);
  (void)r;
  return (*p)[1] + fr(1.0) + s.*pm + (s.*pf)(0) + pg('a')(1) + k('b')(2) + (*q)[2] + (pc == nullptr) - 19;
}
