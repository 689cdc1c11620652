// A function whose result or parameter types name a class, enumeration or
// typedef of an unnamed namespace has internal linkage, so it names no
// module id; a default argument is no part of its type, and a variable of
// such a type is still eligible.
namespace { struct Hidden { int v; }; enum Mode { fast }; }
namespace outer { namespace { struct Deep { int v; }; } }
typedef Hidden Alias;
template <class T> struct Wrap { T t; };
Hidden make_hidden() { return Hidden(); }
int take_deep(outer::Deep *, int) { return 0; }
int take_alias(Alias) { return 0; }
int take_wrapped(Wrap<Mode> *) { return 0; }
auto trailing(int) -> Hidden * { return 0; }
int defaulted(int n = sizeof(Hidden)) { return n; }
