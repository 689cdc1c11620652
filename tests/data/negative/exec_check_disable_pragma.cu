// `#pragma nv_exec_check_disable` right before a function's definition:
// the reference checks no call in it. Any declaration in between takes
// the pragma; a template's calls and those of a lambda inside are checked.
__attribute__((device)) int d(int);
struct S { S(); int m(); int n() { return d(0); } };
#pragma nv_exec_check_disable
int suppressed() { return d(1); }
#pragma nv_exec_check_disable
int x;
int after_declaration() { return d(2); }
#pragma nv_exec_check_disable
__attribute__((host)) __attribute__((device)) inline int hd() { auto l = []() { return d(3); }; return d(4) + l(); }
#pragma nv_exec_check_disable
S::S() { d(5); }
#pragma nv_exec_check_disable
int S::m() { return d(6); }
#pragma nv_exec_check_disable
template <class T> int tf() { return d(7); }
struct K {
#pragma nv_exec_check_disable
    int a() { return d(8); }
    int b() { return d(9); }
};
int plain() { return d(10); }
