// A function template's specialisation whose result is a class template's:
// the demangler ends the result with `> ` before the name.
template <class C> struct Str { C *p; };
namespace n { template <class C> struct B { C *p; }; }
template <class C> __attribute__((device)) Str<C> mk(const Str<C> &a) { return a; }
template <class C> __attribute__((device)) Str<C> mk2(C a) { return Str<C>(); }
template <class C> __attribute__((device)) n::B<C> mk3(C a) { return n::B<C>(); }
template <class C> __attribute__((device)) Str<int> mk4(C a) { return Str<int>(); }
template <class C> __attribute__((device)) Str<int> mk5(Str<C> a) { return Str<int>(); }
void h(Str<char> s) { mk(s); mk2(1); mk3(1); mk4(1); mk5(s); }
