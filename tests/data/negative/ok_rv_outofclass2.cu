template<class T> struct X { static const int K = 4; static int sm; static int f(); template<class U> struct B { static int g(); static int bv; }; };
template<class T> int X<T>::sm = 0;
template<> int X<int>::sm = K;
template<class T> int X<T>::f() { return K; }
template<class T> template<class U> int X<T>::B<U>::g() { return K + sizeof(U); }
template<class T> template<class U> int X<T>::B<U>::bv = K;
struct O { static const int KO = 5; struct in { static int v; static int w(); }; };
int O::in::v = KO;
int O::in::w() { return KO; }
int main() { return X<int>::sm + X<long>::f() + X<int>::B<char>::g() + O::in::v + O::in::w() + X<char>::B<int>::bv; }
