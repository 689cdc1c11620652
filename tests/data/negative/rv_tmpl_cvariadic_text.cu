template<class T> __attribute__((device)) int dvf(T, ...) { return 1; }
void h() { dvf(2, 3); }
