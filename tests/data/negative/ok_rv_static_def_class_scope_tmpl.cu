template<class T> struct C { static const int K = 7; static int sm; };
template<class T> int C<T>::sm = K;
int use() { return C<int>::sm; }
