struct S { __attribute__((device)) bool operator==(const S&) const; };
bool operator==(const S&, const S&);
struct V { int x; __attribute__((device)) V operator+(const V&) const; };
V operator+(const V&, const V&);
void t() { S a, b; if (a == b) {} }
void u() { V a{1}, b{2}; V c = a + b; (void)c; }
