// Valid programs a helper session wrote while testing blind against the
// reference (it never saw this code), one per namespace: calls in templates'
// definitions that the reference leaves to instantiation (constructors,
// operators, new, a class template's own members), defaulted members.
namespace t1 {  // r50.cu
template <class T> struct S { __attribute__((device)) int d() { return 1; } __attribute__((host)) __attribute__((device)) int hd() { return d(); } };
}
namespace t2 {  // r51.cu
template <class T> struct S { __attribute__((device)) int d() { return 1; } __attribute__((host)) __attribute__((device)) int hd() { return d(); } };
S<int> s;
}
namespace t3 {  // r52.cu
template <class T> struct S { __attribute__((device)) static int d() { return 1; } __attribute__((host)) __attribute__((device)) int hd() { return S::d(); } };
S<int> s;
}
namespace t4 {  // r56.cu
template <class T> struct S { __attribute__((device)) int d() { return 1; } int h() { return d(); } };
}
namespace t5 {  // r58.cu
template <class T> struct S { __attribute__((device)) int d() { return 1; } int h() { return d(); } };
int k() { S<int> s; return s.h(); }
}
namespace t6 {  // r60.cu
template <class T> struct S { __attribute__((device)) S() {} };
template <class T> struct U { S<T> s; int h() { S<int> x; return 0; } };
}
namespace t7 {  // r65.cu
template <class T> struct S { __attribute__((device)) S() {} };
template <class T> int h() { S<int> x; return 0; }
}
namespace t8 {  // r66.cu
struct S { __attribute__((device)) S() {} };
template <class T> int h() { S x; return 0; }
}
namespace t9 {  // r68.cu
struct S { __attribute__((device)) S() {} };
template <class T> __attribute__((host)) __attribute__((device)) void h() { S x; (void)x; }
void k() { h<int>(); }
}
namespace t10 {  // r70.cu
struct S { __attribute__((device)) S(int) {} };
template <class T> void h() { S x = 1; (void)x; }
}
namespace t11 {  // r72.cu
struct S { __attribute__((device)) int operator+(int) const { return 1; } };
template <class T> int h(const S &s) { return s + 1; }
}
namespace t12 {  // r73.cu
struct S { __attribute__((device)) S() {} };
template <class T> void h() { S *p = new S; (void)p; }
}
namespace t13 {  // r74.cu
struct S { __attribute__((device)) S() {} };
template <class T> void h() { S(); }
}
namespace t14 {  // T02.cu
struct D { __attribute__((device)) D() {} };
template <class T> struct W { __attribute__((host)) __attribute__((device)) int g() const { D d; (void)d; return 0; } };
__attribute__((device)) int use() { W<int> w; return w.g(); }
}
namespace t15 {  // T03.cu
struct D { __attribute__((device)) D(int) {} __attribute__((device)) D operator+(const D &) const { return D(0); } };
template <class T> __attribute__((host)) __attribute__((device)) D sum(const D &a, const D &b) { return a + b; }
__attribute__((device)) void use() { D a(1), b(2); D c = sum<int>(a, b); (void)c; }
}
namespace t16 {  // T07.cu
struct D { __attribute__((device)) D &operator+=(int) { return *this; } };
template <class T> __attribute__((host)) __attribute__((device)) void inc(D &d) { d += 1; }
__attribute__((device)) void use(D &d) { inc<int>(d); }
}
namespace t17 {  // U08.cu
struct D { __attribute__((device)) D() {} };
template <class T> void h() { D *p = new D[2]; delete[] p; }
}
namespace t18 {  // h04.cu
template <class T> struct S { __attribute__((device)) int d() { return 1; } __attribute__((host)) __attribute__((device)) int hd() { return d(); } };
int h() { S<int> s; return s.hd(); }
}
namespace t19 {  // h06.cu
template <class T> struct S { __attribute__((device)) int d() { return 1; } __attribute__((host)) __attribute__((device)) int hd() { return d(); } };
__attribute__((device)) int g() { S<int> s; return s.hd(); }
}
namespace t20 {  // r84.cu
struct S { __attribute__((device)) int operator[](int) const { return 1; } };
template <class T> int h(const S &s) { return s[1]; }
}
namespace t21 {  // r92.cu
__attribute__((device)) const int cdv = 5;
int h() { return cdv; }
}
namespace t22 {  // r93.cu
__attribute__((constant)) const int ccv = 6;
int h() { return ccv; }
}
namespace t23 {  // r94.cu
constexpr __attribute__((device)) int cxv = 7;
int h() { return cxv; }
}
namespace t24 {  // r98.cu
__attribute__((device)) const float cf = 5;
float h() { return cf; }
}
namespace t25 {  // r100.cu
__attribute__((device)) const int cdv = 5;
__attribute__((host)) __attribute__((device)) int h() { return cdv; }
}
namespace t26 {  // r101.cu
__attribute__((device)) const int cdv = 5;
int h() { return cdv + 0; }
int h2() { const int &r = cdv; return r; }
const int *h3() { return &cdv; }
}
namespace t27 {  // r102.cu
struct S { int x; };
__attribute__((device)) constexpr S cs{3};
int h() { return cs.x; }
}
namespace t28 {  // w26.cu
__attribute__((device)) const int cdv = 5;
__attribute__((constant)) const int ccv = 6;
int h() { return cdv + ccv; }
constexpr __attribute__((device)) int cxv = 7;
int h2() { return cxv; }
}
