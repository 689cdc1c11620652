struct C { static int init() { return 1; } static int sm; typedef int myint; static myint sm2; };
int C::sm = init();
C::myint C::sm2 = sizeof(myint);
