namespace N { const int K = 1; extern int v; int f(); typedef long L; }
int N::v = K;
int N::f() { L x = K; return (int)x; }
