// Two function templates that both take the arguments with the same
// conversions: the more specialised one is called ([temp.func.order]).
template<class I, class C> struct it { I p; };
template<class T> struct box { T v; };
template<class L, class R, class C> bool operator!=(const it<L, C>&, const it<R, C>&) { return true; }
template<class I, class C> __attribute__((device)) bool operator!=(const it<I, C>&, const it<I, C>&) { return false; }
template<class T> int pick(T) { return 0; }
template<class T> __attribute__((device)) int pick(T*) { return 1; }
template<class T> int wrap(box<T>, T) { return 0; }
template<class T> __attribute__((device)) int wrap(box<T*>, T*) { return 1; }
template<class T> __attribute__((device)) int ref(const T&) { return 0; }
template<class T> int ref(const box<T>&) { return 1; }
void h1() { it<int*, char> a, b; bool x = a != b; }
void h2() { int v = 0; pick(&v); pick(v); }
void h3() { box<int*> b{}; int *p = 0; wrap(b, p); box<int> c{}; wrap(c, 1); }
void h4() { box<long> b; ref(b); ref(2); }
