struct S { int f() { return 0;
