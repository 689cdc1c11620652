// typeid's operand is evaluated only when it is a glvalue of a polymorphic
// class: otherwise no call in it is made, and none is checked.
namespace std { class type_info { public: const char *name() const noexcept; virtual ~type_info(); }; }
__attribute__((device)) int d(int);
struct P { int v; };
struct V { virtual void f(); };
__attribute__((device)) P &dp();
__attribute__((device)) V dv();
__attribute__((device)) P *dpp();
__attribute__((device)) int gv;
void h1() { auto &ti = typeid(d(1)); (void)ti; }
void h2() { const char *n = typeid(dp()).name(); (void)n; }
void h3() { const char *n = typeid(dv()).name(); (void)n; }
void h4() { const char *n = typeid(*dpp()).name(); (void)n; }
void h5() { const char *n = typeid(gv + d(2)).name(); (void)n; }
int main() { return 0; }
