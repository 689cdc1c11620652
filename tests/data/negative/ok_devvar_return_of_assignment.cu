// The value of an assignment to a device variable is no read of it
// (`return dv = 3;` warns of the write alone); in a template a return
// value's reads and writes are left to the instantiation.
__attribute__((device)) int dv;
int n12() { return dv = 3; }
template<class T> int t12() { return dv = 3; }
template<class T> int t13() { return ++dv; }
template<class T> int t15() { return dv += 2; }
template<class T> int &t18() { return dv = 1; }
template<class T> int t6() { int x = (dv = 2); return x; }
template<class T> auto t8() { return dv = 3; }
int main() { return 0; }
