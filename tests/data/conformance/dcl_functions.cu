// parameters-and-qualifiers: ( parameter-declaration-clause ) cv-qualifier-seq(opt) ref-qualifier(opt) noexcept-specifier(opt)
// parameter-declaration-clause: param-list(opt) ...(opt) | param-list , ...  [dcl.fct]: void parameter
// lists, unnamed parameters, C varargs with and without comma, function types as parameters (adjusted)
int no_params();
int void_param(void);
int unnamed(int, double, const char*);
int var_comma(int n, ...);
int var_nocomma(int n...);
int only_dots(...);
int fn_param(int f(int), int x) { return f(x); }
int fn_ptr_param(int (*f)(int), int x) { return f(x); }
int arr_param(int a[3]) { return a[0]; }
int twice(int x) { return 2 * x; }
int no_params() { return 1; }
int void_param(void) { return 2; }
int unnamed(int a, double, const char*) { return a; }
int var_comma(int n, ...) { return n; }
int var_nocomma(int n...) { return n; }
int only_dots(...) { return 3; }
struct widget {
  int get() const& { return 4; }
  int get() && { return 5; }
  int vol() volatile { return 6; }
  int cv() const volatile noexcept { return 7; }
  void (*callback)(int) = nullptr;
  int (widget::*self_ptr)() const& = &widget::get;
};
template <class... Ts> int variadic_template(Ts..., ...) { return sizeof...(Ts); }
template <class... Ts> int pack_then_dots(Ts... ts...) { return sizeof...(ts); }
int main() {
  widget w;
  int a[3] = {8, 0, 0};
  return no_params() + void_param() + unnamed(1, 2.0, "") + var_comma(1, 2, 3) + var_nocomma(1, 2) + only_dots()
       + fn_param(twice, 1) + fn_ptr_param(&twice, 1) + arr_param(a) + w.get() + widget{}.get() + w.vol() + w.cv()
       + (w.*w.self_ptr)() + variadic_template<int>(1, 2) + pack_then_dots(1, 2) - 51;
}
