// Device variables read in host code: a const (not volatile) one that is
// no array and is initialised by constants is read as a constant, and the
// reference says nothing of it; without an initializer, initialised by a
// call, constructed by a constructor, or an array, it is warned of.
int g();
struct P { int x; };
struct Q { Q(); int x; };
__attribute__((device)) const int dc = 5;
extern __attribute__((device)) const int ec;
__attribute__((device)) const int dn = g();
__attribute__((device)) const P dp = {1};
__attribute__((device)) const Q dq;
__attribute__((device)) const int da[2] = {1, 2};
__attribute__((device)) constexpr int dce = 3;
__attribute__((constant)) const int cc = 4;
__attribute__((device)) const float df = 1.0f;
int h() { return dc + ec + dn + dp.x + dq.x + da[0] + dce + cc + (int)df; }
void h2() { P p = dp; }
