// written blind to the code (conversions review): d19_convop_member_template_class
template <class T> struct Ptr { T* p; operator T*() const { return p; } operator bool() const { return p != nullptr; } explicit Ptr(T* q) : p(q) {} };
void use(int*) {}
void f() { int x; Ptr<int> pr(&x); use(pr); if (pr) {} int* raw = pr; (void)raw; }
