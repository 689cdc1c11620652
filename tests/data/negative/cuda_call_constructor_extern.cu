// A local extern declaration constructs nothing; a local definition does.
struct S { __attribute__((device)) S() {} };
void h() { extern S s; S t; }
