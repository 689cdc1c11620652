struct C { enum { K = 7 }; typedef int I; int f(I a = K); static const int arr_n = 3; static int arr[arr_n]; };
int C::f(I a) { I b = K; return a + b; }
int C::arr[arr_n] = {K, K, K};
