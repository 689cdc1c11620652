// conformance program decl_storage_class: valid C++17 accepted by the reference front end
// storage-class-specifier: static | thread_local | extern | mutable  [dcl.stc]
// in namespace scope, block scope, class members; in either order with other decl-specifiers
static int file_local = 1;
int static order_swapped = 2;
extern int defined_later;
extern const int ext_const;
extern "C" int c_linkage_var;
int defined_later = 3;
extern const int ext_const = 4;
int c_linkage_var = 5;
struct cache {
  mutable int hits = 0;
  mutable const int* last = nullptr;
  int value = 0;
  static int instances;
  static const int limit = 8;
  int get() const { ++hits; last = &value; return value; }
};
int cache::instances = 0;
static int helper() { return file_local; }
namespace { extern int anon_ext; int anon_ext = 6; }
class widget {
  static widget* make();
  static void reset() noexcept;
};
widget* widget::make() { return nullptr; }
void widget::reset() noexcept {}
int block() {
  static int s = 0;
  extern int defined_later;
  register_like: ;
  static cache c;
  return ++s + defined_later + c.get();
}
int main() {
  const cache c{};
  return helper() + order_swapped + ext_const + c_linkage_var + anon_ext + block() + c.get() + cache::limit - 29;
}
