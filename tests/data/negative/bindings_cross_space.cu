// Structured bindings: the initializer's calls are checked, and the names
// are typed from the hidden variable's type: a class's data members in
// declaration order, an array's elements, std::pair's arguments, with the
// specifiers' const and the ref-qualifier; in a range-based for too.
namespace std {
template<class T> struct tuple_size;
template<unsigned long I, class T> struct tuple_element;
template<class A, class B> struct pair { A first; B second; };
template<class A, class B> struct tuple_size<pair<A, B> > { static constexpr unsigned long value = 2; };
template<class A, class B> struct tuple_element<0, pair<A, B> > { typedef A type; };
template<class A, class B> struct tuple_element<1, pair<A, B> > { typedef B type; };
template<unsigned long I, class A, class B> typename tuple_element<I, pair<A, B> >::type& get(pair<A, B>& p);
template<unsigned long I, class A, class B> const typename tuple_element<I, pair<A, B> >::type& get(const pair<A, B>& p);
}
struct Q { __attribute__((device)) int d() const { return 1; } int h() const { return 2; } __attribute__((device)) int m() { return 3; } };
struct P { int a; Q q; };
__attribute__((device)) P make_p() { return P(); }
void members() { P p{}; auto [a, q] = p; q.d(); q.h(); }
void initializer() { auto [a, q] = make_p(); (void)a; }
void by_reference() { P p{}; auto &[a, q] = p; q.m(); }
void constant() { P p{}; const auto &[a, q] = p; q.d(); }
void array() { Q arr[2]; auto &[u, w] = arr; w.d(); u.h(); }
void pair() { std::pair<int, Q> pr{}; auto &[x, y] = pr; y.d(); }
void range() { P ps[3]; for (auto &[a, q] : ps) q.m(); }
void condition() { P p{}; if (auto [a, q] = p; a) q.d(); }
