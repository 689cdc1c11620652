__attribute__((device)) void f(...);
template<class T> struct id { using type = T; };
template<class T> void f(T, typename id<T>::type);
template<class T> using id_t = typename id<T>::type;
template<class T> void g(T, id_t<T>);
__attribute__((device)) void g(...);
template<class T> struct box { T v; };
template<class T> void h(box<T>, typename box<T>::nothing_here*);
void t() { f(1, 2L); g(1, 2L); g(2.0, 1); }
