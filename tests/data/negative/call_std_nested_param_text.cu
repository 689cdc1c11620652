// Classes of namespace std in the demangled parameter types: `    ::std::Y`
// directly in std (the mangling abbreviates its prefix), `   ::std::a::X`
// below it, ` ::a::std::X` for another namespace named std.
namespace std { template<class T> struct il { T* p; }; namespace a { struct X {}; namespace b { struct Z {}; } } struct Y {}; }
namespace a { namespace std { struct X {}; } }
__attribute__((device)) int f2(std::a::b::Z*) { return 0; }
void h2() { f2(0); }
