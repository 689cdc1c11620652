// typeid of an expression evaluates it: its calls are checked; the result
// is a const std::type_info lvalue, its members called as any.
namespace std { class type_info { public: const char *name() const noexcept; virtual ~type_info(); }; }
__attribute__((device)) int d(int);
struct B { virtual ~B(); };
__attribute__((device)) B &db();
__attribute__((device)) void dn(const char *);
void h1() { const char *n = typeid(db()).name(); }
void h2() { dn(typeid(int).name()); }
void h3() { B b; dn(typeid(b).name()); }
