struct S { __attribute__((global)) void m() {} static __attribute__((global)) void g(); };
