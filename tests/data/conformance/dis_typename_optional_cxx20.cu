// options: --c++20 --gnu_version=120200
// [temp.res.general] p4-p5 (P0634): typename is optional where only a type can appear:
// alias-declarations, trailing/return types, member declarations, parameters of member
// functions and lambdas, type-ids of named casts, new-type-ids, defaults of type parameters
template <class T> struct traits { using type = T; using ptr = T*; using ref = T&; };
template <class T> using value_t = T::type;                         // alias-declaration
template <class T> T::type get_default() { return {}; }            // decl-specifier at namespace scope
template <class T> auto trailing() -> T::type { return 1; }        // trailing return type
template <class T, class U = T::type> struct defaulted { U u; };   // default template argument
template <class T> struct holder {
  T::type member;                                                   // member declaration
  T::ptr pointer() { return &member; }                              // member function return type
  void set(T::type v) { member = v; }                               // parameter of a member function
  using alias = T::ref;
  static T::type make(T::type v);
  auto lam() { return [](T::type v) { return v + 1; }; }            // lambda parameter
  T::type cast(long v) { return static_cast<T::type>(v); }         // named-cast type-id
  T::ptr alloc() { return new T::type(3); }                         // new-type-id
};
template <class T> T::type holder<T>::make(T::type v) { return v * 2; }
int main() {
  holder<traits<int>> h{5};
  h.set(6);
  typename holder<traits<int>>::alias r = h.member;
  int* p = h.alloc();
  int v = *p;
  delete p;
  defaulted<traits<int>> d{1};
  value_t<traits<int>> w = 2;
  return get_default<traits<int>>() + trailing<traits<int>>() + *h.pointer() + r + h.lam()(1) +
         holder<traits<int>>::make(1) + h.cast(3L) + v + d.u + w - 26;
}
