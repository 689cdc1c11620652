struct S { void f(); }; void S::f() { zz = 1; }
