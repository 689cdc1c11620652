// Programs a helper session wrote while testing blind against the reference
// (it never saw this code), one per namespace: device and constant
// variables read and written in host and device code, const ones read as
// constants, objects called in templates.
namespace t1 {  // dv09.cu
__attribute__((constant)) int cv;
void h() { cv = 1; }
}
namespace t2 {  // dv11.cu
__attribute__((device)) const int dc = 5;
void h() { const int* p = &dc; int y = dc + 1; }
}
namespace t3 {  // dv13.cu
struct P { int x; };
__attribute__((device)) const P dp = {3};
int h() { return dp.x; }
}
namespace t4 {  // dv15.cu
__attribute__((constant)) int cv;
void h() { cv++; }
}
namespace t5 {  // dv16.cu
__attribute__((constant)) int cv;
__attribute__((device)) void d() { cv = 1; }
}
namespace t6 {  // z12.cu
__attribute__((device)) const int dc = 5;
int h() { return dc; }
}
namespace t7 {  // z17.cu
__attribute__((device)) constexpr int dc = 5;
int h() { return dc; }
}
namespace t8 {  // z18.cu
__attribute__((constant)) const int cc = 5;
int h() { return cc; }
}
namespace t9 {  // z20.cu
__attribute__((device)) const double dd = 5.0;
double h() { return dd; }
}
namespace t10 {  // r80.cu
struct S { __attribute__((device)) int operator()() const { return 1; } };
template <class T> int h(const S &s) { return s(); }
}
namespace t11 {  // r83.cu
struct S { __attribute__((device)) int operator()(int) const { return 1; } };
template <class T> int h(const S &s) { return s(1); }
}
