// [temp.mem] [temp.class] [dcl.meaning]: qualified declarator-ids through nested class templates
// and member templates: template<class T> template<class U> R A<T>::B<U>::f(), member template
// constructors and conversion functions defined out of class, and static members of nested templates
template <class T> struct outer {
  template <class U> struct inner {
    U u;
    template <class V> V convert() const;
    static int count;
    int size() const;
  };
  template <class U> outer(const outer<U>& o);
  outer(T v) : t(v) {}
  template <class U> operator outer<U>() const;
  template <class U> static typename outer<U>::template inner<T> make();
  T t;
};
template <class T> template <class U> template <class V> V outer<T>::inner<U>::convert() const { return V(u); }
template <class T> template <class U> int outer<T>::inner<U>::count = 2;
template <class T> template <class U> int outer<T>::inner<U>::size() const { return int(sizeof(U)) + count; }
template <class T> template <class U> outer<T>::outer(const outer<U>& o) : t(T(o.t)) {}
template <class T> template <class U> outer<T>::operator outer<U>() const { return outer<U>(U(t)); }
template <class T> template <class U>
typename outer<U>::template inner<T> outer<T>::make() { return typename outer<U>::template inner<T>{T(5)}; }
template <> template <> struct outer<int>::inner<char> { int special = 9; };         // explicit specialisation of a member template
int main() {
  outer<int>::inner<long> in{3};
  outer<long> ol(outer<int>(4));                   // member template constructor
  outer<double> od = outer<int>(6);                 // conversion function template
  auto made = outer<int>::make<char>();
  outer<int>::inner<char> sp;
  return in.convert<int>() + in.size() + int(ol.t) + int(od.t) + made.u + sp.special - 37;
}
