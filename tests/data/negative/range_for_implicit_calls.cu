// a range-based for calls its iterator's operator!=, operator++ and operator*
// (begin() and end() too, which the reference does not check): a __device__ one
// called from host code is reported at the range, in that order; an iterator
// class template's member is named as the demangler writes it
struct it { int *p; __attribute__((device)) int &operator*() const; __attribute__((device)) it &operator++();
            __attribute__((device)) bool operator!=(const it &) const; };
struct box { it begin(); it end(); };
int f(box &b) { int n = 0; for (int x : b) n += x; return n; }
int g(int (&a)[3]) { int n = 0; for (int &x : a) n += x; return n; }
template<class T> struct tit { T *p; __attribute__((device)) T &operator*() const; tit &operator++();
                               bool operator!=(const tit &) const; };
template<class T> struct tbox { tit<T> begin(); tit<T> end(); };
int h(tbox<int> &b) { int n = 0; for (auto x : b) n += x; return n; }
struct dbox { __attribute__((device)) int *begin(); __attribute__((device)) int *end(); };
int k(dbox &b) { int n = 0; for (auto x : b) n += x; return n; }
