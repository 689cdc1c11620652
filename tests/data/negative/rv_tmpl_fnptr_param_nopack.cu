template<class R, class A> __attribute__((device)) R dcall(R (*f)(A), A a) { return 0; }
int one(int) { return 2; }
void h() { dcall(one, 1); }
