struct S {};
struct S {};
