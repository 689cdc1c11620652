// In a template's definition a cast of a dependent operand to a type that
// depends on nothing is that type when the operand is surely no constant
// (a parameter, a variable not declared const, a member): a call taking it
// is bound there and checked. Casts of what may be a constant (a unary
// operator over the dependent operand, a template parameter) are left to
// instantiation, as the reference leaves them.
__attribute__((device)) int dfn(int x) { return x; }
__attribute__((device)) int dfp(const void *x) { return 0; }
template <class T> int c_style(T t) { return dfn((int)t); }
template <class T> int static_cast_(T t) { return dfn(static_cast<int>(t)); }
template <class T> int functional(T t) { return dfn(int(t)); }
template <class T> int pointer(T t) { return dfp((const void *)t); }
template <class T> int reinterpret(T t) { return dfn(reinterpret_cast<long>(t)); }
template <class T> int of_member(T t) { return dfn((int)t.x); }
template <class T> int of_arrow(T t) { return dfn((int)t->x); }
template <class T> int of_call(T t) { return dfn((int)t()); }
template <class T> int of_sum(T t) { return dfn((int)(t + 1)); }
template <class T> int of_element(T t) { return dfn((int)t[0]); }
template <class T> int of_assignment(T t) { return dfn((int)(t = 1)); }
template <class T> int of_comma(T t) { return dfn((int)(t, 1)); }
template <class T> int of_conditional(T t) { return dfn((int)(t ? 1 : 2)); }
template <class T> int in_sum(T t) { return dfn((int)t + 1); }
template <class T> int to_bool(T t) { return dfn((bool)t); }
template <class T> struct S {
    T t;
    int member() { return dfn((int)t); }
};
// left to instantiation
template <class T> int of_negation(T t) { return dfn((int)-t); }
template <class T> int of_not(T t) { return dfn((int)!t); }
template <class T> int of_increment(T t) { return dfn((int)t++); }
template <class T> int of_address(T t) { return dfn((long)&t); }
template <class T> int of_dereference(T t) { return dfn((int)*t); }
template <class T> int of_static_member() { return dfn((int)T::value); }
template <int N> int of_value_parameter() { return dfn((int)N); }
template <int N> int of_value_parameter_functional() { return dfn(int(N)); }
template <class T> int to_dependent(T t) { return dfn((T)t); }
