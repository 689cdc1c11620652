// A mem-initializer's argument and an init-capture's initializer are used
// as they are: not converted to bool (a class's device conversion function
// is no call there).
struct S { int v; __attribute__((device)) operator bool() const; };
struct T { S s; T(S x) : s(x) {} };
void h(S s) { auto l = [v = s] { return v.v; }; (void)l; }
int main() { return 0; }
