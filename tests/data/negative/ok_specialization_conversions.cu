// Conversions to and from class template specialisations the reference
// accepts: inherited and template constructors, constructors with default
// arguments or an ellipsis, conversion functions of a base or of a partial
// specialisation, an explicit specialisation's constructor.
template<class T> struct X { };
template<class T> struct B { B(const X<T>&); };
template<class T> struct D1 : B<T> { using B<T>::B; };
void f1(D1<int>);
void g1(X<int> x) { f1(x); }
template<class T> struct D2 { template<class U> D2(const X<U>&); };
void f2(D2<int>);
void g2(X<long> x) { f2(x); }
template<class T> struct D3 { template<class... A> D3(A&&...); };
void f3(D3<int>);
void g3(X<long> x) { f3(x); }
template<class T> struct D4 { D4(const X<T>&, int = 0); };
void f4(D4<int>);
void g4(X<int> x) { f4(x); }
template<class T> struct S6Base { operator D4<T>() const; };
template<class T> struct S6 : S6Base<T> { };
void g6(S6<int> s) { f4(s); }
template<class T> struct D7 { };
template<> struct D7<int> { D7(X<int>); };
void f7(D7<int>);
void g7(X<int> x) { f7(x); }
template<class T, class = void> struct S8 { };
template<class T> struct S8<T, int> { operator D7<int>() const; };
void g8(S8<char, int> s) { f7(s); }
template<class T> struct D9 { template<class U, class = typename U::type> D9(U); };
struct HasType { using type = int; };
void f9(D9<int>);
void g9(HasType h) { f9(h); }
template<class T> struct D10 { D10(T); };
void f10(D10<X<int>>);
void g10(X<int> x) { f10(x); }
template<class T> struct S11 { operator T&() const; };
void f11(const X<int>&);
void g11(S11<X<int>> s) { f11(s); }
template<class T> struct D12 { D12(...); };
void f12(D12<int>);
void g12(X<int> x) { f12(x); }
template<class T> struct X2 : X<T> { };
template<class T> struct D13 { D13(const X<T>&); };
void f13(D13<int>);
void g13(X2<int> x) { f13(x); }
