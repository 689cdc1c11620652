// ptr-operator: * attribute-specifier-seq(opt) cv-qualifier-seq(opt) | & attribute-specifier-seq(opt)
//   | && attribute-specifier-seq(opt) | nested-name-specifier * attribute-specifier-seq(opt) cv(opt)  [dcl.ptr]/[dcl.ref]
// the attribute appertains to the pointer/reference type; in variables, parameters, packs, returns, members
struct widget { int id = 1; int get() const { return id; } };
int storage = 2;
int * [[]] ptr = &storage;
int & [[]] lref = storage;
const int & [[]] clref = 3;
int && [[]] rref = 4;
int (& [[]] arr_ref)[1] = *reinterpret_cast<int (*)[1]>(&storage);
int widget::* [[]] pm = &widget::id;
int (widget::* [[]] pmf)() const = &widget::get;
int & [[]] get_ref() { return storage; }
int && [[]] get_rref(int & [[]] x) { return static_cast<int &&>(x); }
int by_ref(int & [[]] a, const int & [[]] b, int && [[]] c) { return a + b + c; }
int by_array_ref(int (& [[]] a)[3]) { return a[2]; }
template <class T> T && [[]] fwd(T & [[]] t) { return static_cast<T &&>(t); }
template <class... Ts> int pack_refs(Ts & [[]]... ts) { return (0 + ... + ts); }
template <class... Ts> int pack_fwd(Ts && [[]]... ts) { return (ts + ... + 0); }
struct holder {
  int & [[]] r;
  const widget & [[]] w;
  int sum() const & [[]] { return r + w.get(); }
};
int main() {
  int a[3] = {1, 2, 3};
  int & [[]] local = a[0];
  auto & [[]] deduced = a[1];
  auto && [[]] fwd_ref = a[2];
  holder h{local, widget{}};
  widget w;
  return *ptr + lref + clref + rref + arr_ref[0] + w.*pm + (w.*pmf)() + get_ref() + get_rref(local) + by_ref(local, 1, 2)
       + by_array_ref(a) + fwd<int>(local) + pack_refs(a[0], a[1]) + pack_fwd(1, 2) + h.sum() + deduced + fwd_ref - 38;
}
