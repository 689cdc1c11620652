// non-type template parameters of pointer, reference, pointer-to-member and nullptr_t type
// [temp.param]/4, [temp.arg.nontype]: objects with linkage, functions, members, nullptr
struct widget { int id; int get() const { return id; } static int s; };
int widget::s = 11;
int global_int = 3;
const char name[] = "widget";
widget global_widget{7};
int add_one(int x) { return x + 1; }
template <int* P> struct ptr_param { static int get() { return *P; } };
template <const char* S> struct str_param { static char first() { return S[0]; } };
template <int& R> struct ref_param { static void bump() { ++R; } };
template <const widget& W> struct obj_ref { static int id() { return W.id; } };
template <int (*F)(int)> struct fn_ptr { static int call(int x) { return F(x); } };
template <int (&F)(int)> struct fn_ref { static int call(int x) { return F(x); } };
template <int widget::* M> struct data_mem { static int read(const widget& w) { return w.*M; } };
template <int (widget::*F)() const> struct mem_fn { static int call(const widget& w) { return (w.*F)(); } };
template <decltype(nullptr) N> struct null_param { static constexpr bool value = N == nullptr; };
template <int* P = nullptr> struct maybe_ptr { static bool present() { return P != nullptr; } };
template <const int* P> struct arr_elem { static int get() { return P[1]; } };
constexpr int table[] = {4, 5, 6};
namespace { int internal_linkage = 2; }
int main() {
  ref_param<global_int>::bump();
  int r = ptr_param<&global_int>::get() + ptr_param<&widget::s>::get() + str_param<name>::first();
  r += obj_ref<global_widget>::id() + fn_ptr<add_one>::call(1) + fn_ptr<&add_one>::call(1) + fn_ref<add_one>::call(0);
  r += data_mem<&widget::id>::read(global_widget) + mem_fn<&widget::get>::call(global_widget);
  r += null_param<nullptr>::value + maybe_ptr<>::present() + maybe_ptr<&global_int>::present();
  r += arr_elem<table>::get() + ptr_param<&internal_linkage>::get() + ptr_param<(&global_int)>::get();
  return r - 173;
}
