// class member access with the template keyword [expr.ref], [temp.names]/5: .template,
// ->template, ::template on dependent objects, as in tuple get<I>() and allocator rebind
template<class T> struct allocator {
  template<class U> struct rebind { using other = allocator<U>; };
  template<class U> constexpr allocator<U> rebound() const { return {}; }
  template<int N> static constexpr int scaled = N * sizeof(T);
};
template<class... Ts> struct tuple_like {
  int values[sizeof...(Ts) + 1];
  template<int I> constexpr int get() const { return values[I]; }
  template<int I> constexpr int& get() { return values[I]; }
  template<class F> constexpr int apply(F f) const { return f(values[0]); }
};

template<class Tup> constexpr int second(const Tup& t) { return t.template get<1>(); }
template<class Tup> constexpr int second_ptr(const Tup* t) { return t->template get<1>(); }
template<class Tup> constexpr int set_first(Tup t) { t.template get<0>() = 9; return t.template get<0>(); }
template<class A> using rebind_alloc = typename A::template rebind<long>::other;
template<class A> constexpr int bytes() { return A::template scaled<2>; }
template<class A> constexpr auto rebound_of(const A& a) { return a.template rebound<char>(); }

constexpr tuple_like<int, int> tl{{1, 2, 3}};
static_assert(second(tl) == 2 && second_ptr(&tl) == 2 && set_first(tl) == 9);
static_assert(__is_same(rebind_alloc<allocator<int>>, allocator<long>));
static_assert(bytes<allocator<int>>() == 8);
static_assert(__is_same(decltype(rebound_of(allocator<int>{})), allocator<char>));

// template keyword in a chain of dependent member accesses and inside a lambda
template<class T> struct outer {
  template<class U> struct inner { template<class V> static constexpr int size() { return sizeof(T) + sizeof(U) + sizeof(V); } };
};
template<class T> constexpr int chain() { return outer<T>::template inner<T>::template size<char>(); }
static_assert(chain<int>() == 9);
template<class Tup> constexpr int via_lambda(const Tup& t) { return [&](auto& x) { return x.template get<2>(); }(t); }
static_assert(via_lambda(tl) == 3);

// the template keyword is permitted even when the object is not dependent
constexpr int nondependent() { return tl.template get<0>() + (&tl)->template get<2>(); }
static_assert(nondependent() == 4);
template<class Tup> constexpr int call_apply(const Tup& t) { return t.template apply<int (*)(int)>([](int v) { return v * 5; }); }
static_assert(call_apply(tl) == 5);
