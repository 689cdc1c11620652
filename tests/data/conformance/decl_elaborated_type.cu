// conformance program decl_elaborated_type: valid C++17 accepted by the reference front end
// elaborated-type-specifier: class-key nested-name-specifier(opt) identifier | enum nested-name-specifier(opt) identifier
// [dcl.type.elab], [basic.lookup.elab]: forward declarations, using a class name hidden by a variable/function
struct stat { int size; };
int stat(const char*, struct stat*);
int stat(const char*, struct stat* s) { s->size = 4; return 0; }
struct node;
struct list { struct node* head; struct item* tail; };
struct node { int v; };
struct item { int w; };
namespace ns { struct tag {}; enum color { red, blue }; union u { int i; float f; }; }
class ns::tag make_tag() { return {}; }
enum ns::color pick() { return ns::blue; }
union ns::u make_u() { return {1}; }
enum class level : int;
enum class level : int { low, high };
template <class T> struct wrapper { typedef struct T::inner inner_t; };
struct outer { struct inner { int q = 2; }; };
int counter;
struct counter { int n; };
class forward_only;
forward_only* pass(forward_only* p) { return p; }
void friend_decl() {
  struct local;
  struct local { int z; } l{1};
  (void)l;
}
int main() {
  struct stat st;
  stat("file", &st);
  struct counter c{2};
  counter = c.n;
  list li{nullptr, nullptr};
  wrapper<outer>::inner_t in;
  enum level lv = level::high;
  friend_decl();
  return st.size + counter + (li.head == nullptr) + in.q + (pick() == ns::blue) + make_u().i + int(lv)
       + (pass(nullptr) == nullptr) - 12;
}
