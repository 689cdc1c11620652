// written blind to the code (conversions review): d08_new_conv
struct T { T(int) {} };
struct S { operator int() const { return 3; } };
void f() { T* p = new T(5); S s; int* a = new int[s]; T* q = new T(s); delete p; delete[] a; delete q; }
