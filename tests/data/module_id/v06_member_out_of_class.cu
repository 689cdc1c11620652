struct S { void m(); }; void S::m() {} int g6() { return 0; }
