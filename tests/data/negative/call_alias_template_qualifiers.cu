// An alias template naming a class or a class template qualifies a name
// as that class does (`W<int>::S<long>` with `using W = Q;`,
// `Box<float>::with<int>::with<double>`): member templates after it are
// templates, and the calls typed through them are checked.
struct Q {
    template<class U> struct S { typedef U type; };
    template<class U> static U mk();
};
template<class U> using W = Q;
template<class T> struct Box { template<class U> using with = Box<U>; T v; };
__attribute__((device)) void f(long);
void f(int);
void f(double);
W<int>::S<double> b;
long v = W<int>::mk<long>();
void h1() { W<int>::S<long>::type x = 0; f(x); }
void h2() { Box<float>::with<int>::with<double> b{}; f(b.v); }
void h3() { Box<float>::with<int>::with<long> b{}; f(b.v); }
void h4() { f(W<char>::mk<long>()); }
