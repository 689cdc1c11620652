// conformance program dcl_value_zero_init: valid C++17 accepted by the reference front end
// [dcl.init]/8-9 value-initialization and zero-initialization: T(), T{}, empty braces for aggregates,
// static storage zero-init, new T() vs new T{}, value-init of class with defaulted ctor, arrays
struct pod { int a; double b; int* p; };
struct with_default_ctor { int a; with_default_ctor() = default; };
struct user_ctor { int a; user_ctor() : a(5) {} };
struct mixed { int x; user_ctor u; };
static pod static_pod;
static int static_arr[4];
int* static_ptr;
template <class T> constexpr T make_value() { return T(); }
template <class T> constexpr T make_braced() { return T{}; }
constexpr pod cpod{};
constexpr int ci = int();
constexpr double cd{};
static_assert(cpod.a == 0 && cpod.b == 0.0 && cpod.p == nullptr, "");
static_assert(ci == 0 && cd == 0.0 && make_value<int>() == 0 && make_braced<long>() == 0L, "");
static_assert(make_value<pod>().a == 0 && make_braced<pod>().p == nullptr, "");
int main() {
  pod p1 = pod();
  pod p2{};
  pod p3 = {};
  with_default_ctor w1{};
  with_default_ctor w2 = with_default_ctor();
  user_ctor u{};
  mixed m{};
  int arr[3]{};
  int arr2[3] = {};
  char buf[8] = "";
  pod* hp = new pod();
  pod* hb = new pod{};
  int* hi = new int();
  int* ha = new int[4]();
  int* hab = new int[4]{};
  int r = p1.a + p2.a + p3.a + w1.a + w2.a + u.a + m.x + m.u.a + arr[2] + arr2[1] + buf[7] + hp->a + hb->a + *hi + ha[3] + hab[0]
        + static_pod.a + static_arr[3] + (static_ptr == nullptr);
  delete hp; delete hb; delete hi; delete[] ha; delete[] hab;
  return r - 11;
}
