// tests: no default constructor for local and namespace-scope variables declared without an initializer (qualified classes, const, static, private constructors)
namespace n { struct S { S(int); }; }
struct D { D(...); };
struct E2 { E2(int, int = 0); };
struct F { F(const F&); };
struct G { G(int); G(G&&) = default; };
class H { H(int); public: void f(); };
void f() { n::S a; D d; E2 e; F g; G h; H i; const n::S j; static n::S k; }
n::S ns;
extern n::S es;
