// Member templates of class templates that name the class's parameters or
// its injected-class-name, read in the specialisation of the call; the
// move assignment that beats the converting assignment template.
template<class T> struct up {
  T *p;
  up() {}
  up(up &&o) {}
  up &operator=(up &&o) { return *this; }
  up &operator=(const up &) = delete;
  template<class U> up &operator=(up<U> &&o) { return *this; }
  __attribute__((device)) up &operator=(decltype(nullptr)) { return *this; }
  template<class U> __attribute__((device)) T conv(U u, T t) const { return t; }
  template<class U> __attribute__((device)) up &self(U) { return *this; }
};
__attribute__((device)) int dd(int);
up<int> mk();
up<long> mkl();
void h1() { up<int> a; a = mk(); }
void h2() { up<int> a; a = nullptr; }
void h3() { up<int> a; a = mkl(); }
void h4() { const up<int> a; dd(a.conv('c', 2)); }
void h5() { up<char> a; a.self(1.0).self(2); }
