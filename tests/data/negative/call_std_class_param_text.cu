// Classes of namespace std in the demangled parameter types: `    ::std::Y`
// directly in std (the mangling abbreviates its prefix), `   ::std::a::X`
// below it, ` ::a::std::X` for another namespace named std.
namespace std { template<class T> struct il { T* p; }; namespace a { struct X {}; namespace b { struct Z {}; } } struct Y {}; }
namespace a { namespace std { struct X {}; } }
__attribute__((device)) int f1(std::il<int>) { return 0; }
__attribute__((device)) int f2(std::a::X) { return 0; }
__attribute__((device)) int f3(const std::Y&) { return 0; }
__attribute__((device)) int f4(std::a::b::Z*) { return 0; }
__attribute__((device)) int f5(a::std::X) { return 0; }
void h1() { f1(std::il<int>()); }
void h2() { f2(std::a::X()); }
void h3() { f3(std::Y()); }
void h4() { f4(0); }
void h5() { f5(a::std::X()); }
