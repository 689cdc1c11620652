// written blind to the code (conversions review): c43_decltype_typeof
struct S { operator int() const { return 1; } };
S s;
decltype(s) s2;
__typeof__(s) s3;
int n = 0;
decltype(n) m = s2;
__typeof__(m) k = s3;
void f() { decltype(s) a; __typeof__(a) b; decltype(a)* p = &b; int x = *p; (void)x; decltype(k) q = a; (void)q; }
