// A __shared__ variable takes no initializer: at namespace scope, in a
// kernel's body, as `= v`, `{v}` or `= {}`. Without one it is fine, also
// with a class type whose constructor is not trivial, static or extern.
struct T { int a; T() {} };
__attribute__((shared)) int s1 = 3;
__attribute__((shared)) int s2{4};
__attribute__((shared)) int s3 = {};
__attribute__((shared)) int s4;
extern __attribute__((shared)) int s5[];
__attribute__((global)) void k1()
{
    __attribute__((shared)) int l1 = 5;
    __attribute__((shared)) T t;
    static __attribute__((shared)) int l2;
    __attribute__((shared)) float l3[4] = {1, 2, 3, 4};
    l2 = l1 + (int)l3[0] + t.a;
}
__attribute__((device)) int d1 = 1;
__attribute__((constant)) int c1 = 2;
