// T{} calls and pack expansions in a decltype in a trailing return type
// ([temp.variadic], [expr.type.conv])
struct Any { template <class T> operator T() const; };
template <class Self> struct S {
  template <class A0, class... Args>
  auto operator()(A0, Args... args) -> decltype(Self{}(A0{}, args..., Any{}));
};
