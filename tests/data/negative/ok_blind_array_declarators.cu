// Valid programs a helper session wrote while testing blind against the
// reference (it never saw this code), one per namespace: functions whose
// declarators return pointers and references to arrays, defined.
namespace t1 {  // b06.cu
struct Mat { float m[2][2]; float (&operator[](int i))[2] { return m[i]; } };
int h() { Mat a{}; a[1][1] = 2; int (*pa)[3] = nullptr; int arr[2][3] = {}; pa = arr; return (int)a[1][1] + pa[1][2]; }
}
namespace t2 {  // c01.cu
int g[2];
int (*f1())[2] { return &g; }
int (*(*f2())())[2] { return f1; }
void (*signal_like(int, void (*)(int)))(int) { return 0; }
int h() { return (*f2()())[0]; }
}
namespace t3 {  // c02.cu
struct S { int v; };
int S::*pm() { return &S::v; }
int (S::*pmf())[3] { return 0; }
int (S::*arrpm)[3];
}
namespace t4 {  // c04.cu
struct T { int (*operator&())[2] { return 0; } };
}
namespace t5 {  // o05.cu
int g[2];
struct S { int (*f() const)[2] { return &g; } };
}
namespace t6 {  // o06.cu
int g[2];
struct S { int (*f() &)[2] { return &g; } };
}
namespace t7 {  // o09.cu
int g[2];
auto f() -> int (*)[2] { return &g; }
int (*(f3)())[2] { return &g; }
}
namespace t8 {  // r29.cu
struct M { int m[2]; int (&operator[](int))[2] { return m; } };
}
namespace t9 {  // r30.cu
struct M { int m[2]; int (&operator()(int))[2] { return m; } };
}
namespace t10 {  // r31.cu
int g[2];
struct M; int (&operator+(M&, int))[2] { return g; }
}
namespace t11 {  // r32.cu
struct M { int m[2]; int (&operator[](int))[2]; };
int (&M::operator[](int))[2] { return m; }
}
namespace t12 {  // r35.cu
int (*(*f2())())[2] { return 0; }
}
namespace t13 {  // r36.cu
struct S;
int (S::*pmf())[3] { return 0; }
}
namespace t14 {  // r41.cu
int g[2];
int (*f() noexcept)[2] { return &g; }
}
