// abstract-declarator: ptr-abstract-declarator | noptr-abstract-declarator(opt) parameters-and-qualifiers trailing-return-type
// type-id [dcl.name] in casts, sizeof, alignof, new, template arguments, exception specs, decltype-free
// contexts: pointers to arrays, functions returning pointers, member pointers, packs, trailing return
template <class T> struct type_is { using type = T; };
template <class T, class U> struct same { static constexpr bool value = false; };
template <class T> struct same<T, T> { static constexpr bool value = true; };
template <class... Ts> struct list { static constexpr int size = sizeof...(Ts); };
struct S { int m; int f(int) const; };
static_assert(sizeof(int (*)[4]) == sizeof(void*), "");
static_assert(sizeof(int[2][3]) == 6 * sizeof(int) && alignof(int (&)[5]) == alignof(int), "");
static_assert(same<type_is<int (*)(int)>::type, int (*)(int)>::value, "");
static_assert(same<type_is<int (*(*)(char))[3]>::type, int (*(*)(char))[3]>::value, "");
static_assert(same<type_is<auto (*)() -> int (&)[2]>::type, int (&(*)())[2]>::value, "");
static_assert(same<type_is<int S::*>::type, int S::*>::value, "");
static_assert(same<type_is<int (S::*)(int) const>::type, int (S::*)(int) const>::value, "");
static_assert(same<type_is<void (*const)() noexcept>::type, void (*const)() noexcept>::value, "");
static_assert(same<type_is<int (&&)[]>::type, int (&&)[]>::value, "");
static_assert(list<int (), int (*)(), int (&)(), int (...), int (int, ...)>::size == 5, "");
static_assert(list<const volatile int* const*, int* (*)[2], void (*[3])(int)>::size == 3, "");
template <class R, class... A> constexpr int arity(R (*)(A...)) { return sizeof...(A); }
int three(int, char, long) { return 0; }
int main() {
  int arr[4] = {1, 2, 3, 4};
  int (*pa)[4] = (int (*)[4])arr;
  void* vp = static_cast<void*>(pa);
  auto fp = reinterpret_cast<int (*)(int, char, long)>(&three);
  int* heap = new int[3]{};
  int (*heap2)[2] = new int[3][2];
  int** hp = new (int*)(nullptr);
  delete[] heap; delete[] heap2; delete hp;
  return (*pa)[3] + (vp != nullptr) + arity(fp) + (int)sizeof(int (*(*)())[3]) / 8 - 8;
}
