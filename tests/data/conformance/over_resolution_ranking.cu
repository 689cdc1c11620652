// overload resolution [over.match.best], [over.ics.rank]: exact match vs promotion vs
// conversion, reference binding (const/rvalue), derived-to-base, user-defined sequences, ellipsis
struct base {};
struct derived : base {};
struct more_derived : derived {};
constexpr int pick(int) { return 1; }
constexpr int pick(long) { return 2; }
constexpr int pick(double) { return 3; }
constexpr int pick(...) { return 4; }
constexpr int ref(int&) { return 1; }
constexpr int ref(const int&) { return 2; }
constexpr int ref(int&&) { return 3; }
constexpr int hier(base*) { return 1; }
constexpr int hier(derived*) { return 2; }
constexpr int ptr(void*) { return 1; }
constexpr int ptr(bool) { return 2; }
struct from_int { constexpr from_int(int) {} };
constexpr int user(from_int) { return 1; }
constexpr int user(...) { return 2; }
constexpr int arr(const char*) { return 1; }
template <unsigned long N> constexpr int arr(const char (&)[N]) { return 2; }
constexpr int cq(int*) { return 1; }
constexpr int cq(const int*) { return 2; }
constexpr int null(int*) { return 1; }
constexpr int null(decltype(nullptr)) { return 2; }
constexpr int init(int) { return 1; }
constexpr int init(const int (&)[2]) { return 2; }
int gi = 0;
const int cgi = 0;
static_assert(pick('a') == 1 && pick(1L) == 2 && pick(1.0f) == 3 && pick(1.0) == 3, "");
static_assert(pick(static_cast<short>(1)) == 1 && pick("") == 4 && pick(true) == 1, "");
static_assert(ref(gi) == 1 && ref(cgi) == 2 && ref(1) == 3 && ref(static_cast<int&&>(gi)) == 3, "");
static_assert(hier(static_cast<more_derived*>(nullptr)) == 2 && hier(static_cast<base*>(nullptr)) == 1, "");
static_assert(ptr(static_cast<int*>(nullptr)) == 1, "");
static_assert(user(1) == 1 && user(1.5) == 1 && user(static_cast<int*>(nullptr)) == 2, "");
static_assert(arr("abc") == 1, "");
static_assert(cq(static_cast<int*>(nullptr)) == 1 && cq(static_cast<const int*>(nullptr)) == 2, "");
static_assert(null(nullptr) == 2 && null(static_cast<int*>(nullptr)) == 1, "");
static_assert(init({1, 2}) == 2 && init(1) == 1, "");
int main() { return pick(0) - 1; }
