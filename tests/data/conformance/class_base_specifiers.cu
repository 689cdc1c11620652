// base-clause, base-specifier-list, base-specifier: attribute-specifier-seq(opt) virtual(opt)
// access-specifier(opt) class-or-decltype [class.derived], [class.mi]
struct ios_base { int flags = 1; virtual ~ios_base() = default; };
struct basic_ios : virtual public ios_base {};
struct istream : virtual public basic_ios { int in = 2; };
struct ostream : public virtual basic_ios { int out = 3; };
struct iostream : istream, ostream {};
struct empty_base {};
struct other_empty {};
struct access_mix : private empty_base, protected other_empty, public ios_base {};
class default_private : empty_base {};
struct default_public : empty_base {};
struct [[nodiscard]] attributed : [[]] empty_base, [[]] virtual other_empty {};
namespace ns { struct base_in_ns { int n = 4; }; template <class T> struct tbase { T t{}; }; }
struct qualified : ::ns::base_in_ns, ns::tbase<int> {};
struct virtual_private : virtual private empty_base, private virtual other_empty {};
struct outer { struct inner_base { int ib = 5; }; };
struct from_nested : outer::inner_base {};
typedef ns::base_in_ns base_alias;
using tbase_alias = ns::tbase<long>;
struct via_alias : base_alias, tbase_alias {};
int main() {
  iostream ios;
  ios_base& b = ios;
  access_mix am;
  qualified q;
  from_nested fn;
  via_alias va;
  virtual_private vp;
  default_public dp;
  (void)vp; (void)dp;
  return b.flags + ios.in + ios.out + am.flags + q.n + q.t + fn.ib + va.n + int(va.t) - 20;
}
