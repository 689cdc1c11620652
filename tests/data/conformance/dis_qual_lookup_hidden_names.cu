// [basic.lookup.qual] p1: during lookup of a name before '::' only namespaces, types and
// templates whose specializations are types are considered; variables, functions and
// enumerators of the same name do not hide them
namespace detail { inline int helper() { return 1; } namespace impl { inline int deep() { return 2; } } }
struct config { static constexpr int level = 3; struct inner { static int get() { return 4; } }; };
template <class T> struct traits { static constexpr int size = sizeof(T); };
enum color { red, config_color };
int detail_count = 0;
int use() {
  int detail = 10;                       // local variable named like the namespace
  int config = 20;                       // local variable named like the class
  int r = detail::helper() + detail::impl::deep() + config::level + config::inner::get();
  return r + detail + config;
}
int traits_user() {
  auto traits = [](int v) { return v; }; // variable named like the class template
  return ::traits<int>::size + traits(1); // the template is reached with a qualified name
}
void detail_fn();
struct holder { int config; int check() const { return config + ::config::level; } };
int enumerator_case() {
  enum { detail, color_count };          // enumerators named like the namespace
  return detail::helper() + detail + color_count;
}
int function_case() {
  int config(int);                       // a function named like the class, declared locally
  return config::level;
}
int main() { holder h{1}; return use() + h.check() + enumerator_case() + function_case() + traits_user() - 49; }
