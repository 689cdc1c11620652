int a = 3x;
int b = 1 + 2_y;
const char *s = "ab"_q;
unsigned long long operator""_k(unsigned long long v) { return v; }
int c = 4_k;
int d = (5z);
