struct S { int a;
