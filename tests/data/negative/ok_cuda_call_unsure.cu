// Where the front end cannot be sure which function a call reaches it says
// nothing: a name brought in by a using-directive, dependent calls.
namespace a { __attribute__((device)) int f(int) { return 1; } }
namespace b { int f(long) { return 2; } }
using namespace a;
using namespace b;
int h() { return f(1L); }
template <class T> int t(T v) { return f(v); }
