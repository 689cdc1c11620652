// linkage-specification: extern string-literal { declaration-seq(opt) } | extern string-literal name-declaration
// [dcl.link]: "C" and "C++" blocks and single declarations, nesting, function pointer types with C
// linkage, variables, typedefs in linkage blocks, static members unaffected
extern "C" int c_func(int);
extern "C" { int c_block_a(void); int c_block_b(int, ...); typedef int (*c_callback)(int); }
extern "C++" int cpp_func(int);
extern "C++" { int cpp_overload(int); int cpp_overload(double); }
extern "C" {
extern "C++" { template <class T> T tmpl_in_c_block(T t) { return t; } }
struct c_struct { int field; };
static int c_static(int x) { return x; }
int c_var;
extern int c_extern_var;
}
extern "C" int c_extern_var;
int c_extern_var = 4;
extern "C" typedef void (*c_handler)(int);
extern "C" void on_sig(int) {}
extern "C" int c_func(int x) { return x + 1; }
extern "C" int c_block_a(void) { return 2; }
extern "C" int c_block_b(int n, ...) { return n; }
int cpp_func(int x) { return x * 2; }
int cpp_overload(int) { return 1; }
int cpp_overload(double) { return 2; }
extern "C" { namespace inside_c { int ns_c_func() { return 5; } } }
extern "C" const int c_const = 6;
extern "C" { } extern "C++" { }
int main() {
  c_callback cb = c_func;
  c_handler h = on_sig;
  h(0);
  c_struct s{3};
  return cb(1) + c_block_a() + c_block_b(1, 2, 3) + cpp_func(1) + cpp_overload(1) + cpp_overload(1.0) + tmpl_in_c_block(1)
       + s.field + c_static(0) + c_var + c_extern_var + inside_c::ns_c_func() + c_const - 29;
}
