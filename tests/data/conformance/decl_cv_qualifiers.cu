// conformance program decl_cv_qualifiers: valid C++17 accepted by the reference front end
// cv-qualifier: const | volatile  [dcl.type.cv] in every position: before/after the type, in
// pointer declarators at each level, on member functions, on template arguments, on typedefs
typedef int* iptr;
typedef const int cint;
const int a = 1;
int const b = 2;
const volatile int cv1 = 3;
volatile const int cv2 = 4;
int volatile const cv3 = 5;
const iptr cp1 = nullptr;
iptr const cp2 = nullptr;
const int* const* volatile pp = nullptr;
int* const* const volatile* ppp = nullptr;
cint const redundant = 6;
unsigned const long long mixed = 7;
long const unsigned int mixed2 = 8;
struct reg {
  volatile unsigned status;
  int get() const volatile { return 1; }
  int get() const { return 2; }
  int get() volatile { return 3; }
  int get() { return 4; }
  const int& cref() const& { return x; }
  int x = 0;
};
template <class T> struct remove_const { using type = T; };
template <class T> struct remove_const<const T> { using type = T; };
template <class T, class U> struct same { static constexpr bool value = false; };
template <class T> struct same<T, T> { static constexpr bool value = true; };
static_assert(same<remove_const<const volatile int>::type, volatile int>::value, "");
static_assert(same<const iptr, int* const>::value && same<cint, const int>::value, "");
static_assert(same<decltype(pp), const int* const* volatile>::value, "");
int f(const int x, volatile int* const y) { return x + *y; }
int main() {
  reg r{};
  const reg& cr = r;
  volatile reg& vr = r;
  const volatile reg& cvr = r;
  int v = 5;
  return a + b + cv1 + cv2 + cv3 + (cp1 == cp2) + (pp == nullptr) + (ppp == nullptr) + redundant + int(mixed) + int(mixed2)
       + r.get() + cr.get() + vr.get() + cvr.get() + cr.cref() + f(1, &v) + int(r.status) - 55;
}
