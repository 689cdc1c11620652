template<class T, class U> __attribute__((device)) T dfirst(T t, U = U()) { return t; }
void h() { dfirst<int, int>(1); }
