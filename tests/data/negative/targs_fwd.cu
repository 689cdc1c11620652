template <class T, class U = int> struct W;
template <class T, class U> struct W {};
W<int, int, int> w;
