// The name before :: looks up only namespaces, types and templates
// ([basic.lookup.qual]): a local variable of that name does not hide them
namespace mem { template <class T> T *allocate(unsigned n) { return nullptr; } }
void g() {
  int *mem = nullptr;  mem = mem::allocate<int>(4);
}
