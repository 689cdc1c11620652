// default arguments whose type or value is a template-id (`V<int> v = V<int>()`):
// the call leaving them out has enough arguments, for a function and a function
// template alike
template<class T> struct V { };
template<class T> struct W { W(int = 0); };
template<class T> void g(T a, V<int> v = V<int>());
void h(int, V<int> v = V<int>(), W<char> w = 3);
template<class T> T k(T a, W<V<T>> w = W<V<T>>(1), int n = 2);
void u() { g(1); h(1); h(1, V<int>()); k(2.0); }
