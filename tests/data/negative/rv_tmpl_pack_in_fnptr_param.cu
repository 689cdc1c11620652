template<class R, class... A> __attribute__((device)) R dcall(R (*f)(A...), A... a) { return 0; }
int two(int, char) { return 2; }
void h() { dcall(two, 1, 'c'); }
