// written blind to the code (conversions review): c56_template_conv_op
struct S { template <class T> operator T() const { return T(); } };
void takei(int) {}
void taked(double) {}
void f() { S s; takei(s); taked(s); int* p = s; (void)p; }
