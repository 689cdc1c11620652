template <class T, class U = int> struct W;
template <class T, class U> struct W { T t; U u; };
template <class... Ts> struct L {};
W<int> a; W<int, char> b; L<> c; L<int, int, int> d;
template <class T> T id(T t) { return t + undeclared_in_template(t); }
int main() { return a.u; }
