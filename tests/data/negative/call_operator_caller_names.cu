// The caller named in a cross-space message: a conversion function by its
// type (`operator const char *`, `operator T *` in a template), operator new
// and delete with a space, a literal operator as `operator ""_q`.
typedef unsigned long size_t;
__attribute__((device)) void d();
struct S { operator const char *() { d(); return 0; } operator int() { d(); return 0; } explicit operator bool() const { d(); return 0; }
  void *operator new[](size_t n) { d(); return 0; } void operator delete[](void *p) { d(); } S &operator=(const S &) { d(); return *this; } bool operator<(const S&) const { d(); return 0; } int operator->*(int) { d(); return 0; } };
unsigned long long operator""_q(unsigned long long x){ d(); return x; }
unsigned long long operator "" _r(unsigned long long x){ d(); return x; }
template <class T> struct W { operator T() { d(); return T(); } operator T*() { d(); return 0; } };
namespace n { struct Q {}; }
struct S { operator n::Q() { d(); return {}; } operator W<int>() { d(); return {}; } };
int main() { return 0; }
