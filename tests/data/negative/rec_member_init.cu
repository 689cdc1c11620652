struct S { int a int b; };
int x = ;
int y = 2;
void h() { if (x) { y = ; } else y = 3 }
