// [namespace.udecl] [temp.res] [class.inhctor.init]: using-declarations naming dependent
// members: using typename Base<T>::type;, using Base<T>::member;, using Base<T>::Base;,
// using Base::template-members, and using-declarations that bring hidden base names forward
template <class T> struct storage {
  using value_type = T;
  template <class U> using rebind = storage<U>;
  T data{};
  storage() = default;
  storage(T v) : data(v) {}
  T get() const { return data; }
  T get(int k) const { return data * k; }
  template <class U> U as() const { return U(data); }
protected:
  int hidden() const { return 7; }
};
template <class T> struct vector_ : storage<T> {
  using base = storage<T>;
  using typename storage<T>::value_type;            // dependent type via using typename
  using storage<T>::storage;                        // inheriting constructors, dependent base
  using storage<T>::get;                            // overload set from a dependent base
  using base::data;                                 // through a member alias
  using base::as;                                   // member function template
  using storage<T>::hidden;                         // changes access to public
  value_type get(char) const { return data + 1; }
  value_type first() const { return get() + get(2) + get('c') + this->template as<int>(); }
};
struct plain_base { int v = 3; int f() const { return v; } };
struct plain_derived : plain_base {
  using plain_base::plain_base;
  using plain_base::f;
  int f(int k) const { return v * k; }
};
int main() {
  vector_<int> v(2);
  vector_<int>::value_type x = v.first();
  plain_derived d;
  return x + v.hidden() + d.f() + d.f(2) - 26;
}
