template <class T, class U = int> struct W {}; W<int, int, int> w;
