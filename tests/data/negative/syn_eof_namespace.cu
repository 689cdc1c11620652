namespace N { struct S { void f() {
