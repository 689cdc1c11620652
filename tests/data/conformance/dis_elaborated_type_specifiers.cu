// [dcl.type.elab] [basic.lookup.elab]: elaborated-type-specifiers that declare (struct X;),
// that introduce a name into the enclosing namespace from a parameter or return type, that
// refer to hidden classes, qualified and template forms (struct ns::S, typename T::template X<U>)
namespace net {
  struct socket;                                   // forward declaration
  struct socket* open(struct address* a);           // introduces net::address
  struct address { int port; };
  struct socket { struct address* peer; int fd; };
  inline socket* open(address* a) { static socket s{a, 3}; return &s; }
}
struct net::socket* global_sock = nullptr;          // qualified elaborated specifier
enum class proto : char { tcp, udp };
enum proto p_default = proto::tcp;                  // elaborated enum
template <class T> struct wrapper { struct inner { T v; }; template <class U> struct rebind { U u; }; };
template <class T> int use_dep() {
  typename wrapper<T>::inner in{T(2)};
  typename wrapper<T>::template rebind<long> rb{3};
  struct local_fwd* lp = nullptr;                   // declares an incomplete local class in the block scope
  (void)lp;
  return int(in.v) + int(rb.u);
}
struct record { int id; };
int record(int v) { return v; }                    // function hides the class
struct record make_record(int id) { return {record(id)}; }
class record* as_class_key(struct record* r) { return r; }   // class-key may differ from the definition
union storage { int i; float f; };
int main() {
  net::address a{80};
  struct net::socket* s = net::open(&a);
  global_sock = s;
  union storage st{};
  st.i = 4;
  struct record r = make_record(5);
  return s->peer->port + s->fd + (p_default == proto::tcp) + use_dep<int>() + st.i + as_class_key(&r)->id - 98;
}
