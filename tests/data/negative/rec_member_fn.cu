struct S { void m( ; int b = zz; };
