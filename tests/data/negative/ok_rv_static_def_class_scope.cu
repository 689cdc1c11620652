struct C { enum { K = 7 }; static int sm; };
int C::sm = K;
