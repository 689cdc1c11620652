template<class T> struct A { T d[3]; __attribute__((device)) T& operator[](int i) { return d[i]; } };
void h() { A<int> a; a[1] = 2; }
