// Valid programs: members of class templates named where lookup found one
// definition (the primary template's) while the specialisation meant takes
// another -- qualified names, members inherited through a base naming a
// specialisation, classes nested in a specialisation. Each call reaches a
// host function; nothing is reported. A parameter `typename T::type` is a
// member of the argument's class, not the class itself.
template <class T> struct Box { __attribute__((device)) static int s(); __attribute__((device)) int get(); };
template <> struct Box<char> { static int s(); int get(); };
template <class T> struct Box<T *> { static int s(); int get(); };
typedef Box<char> CB;
int qualified() { CB c; return Box<char>::s() + CB::s() + c.s() + Box<int *>::s(); }
struct C : Box<char> {};
struct D : Box<int *> { int k() { return get(); } };
int inherited() { C c; D d; return c.get() + d.get() + d.k(); }
template <class T> struct Outer { struct In { __attribute__((device)) static int f(); }; };
template <> struct Outer<int> { struct In { static int f(); }; };
int nested() { return Outer<int>::In::f(); }
struct X { typedef int type; };
template <class T> __attribute__((device)) int g(T, typename T::type);
int g(X, int);                  // as good, and no template: preferred
int members_of_parameters() { return g(X(), 1); }
