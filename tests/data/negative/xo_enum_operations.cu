// tests: operations on enumerations no built-in operator does: ++ and -- of scoped and unscoped ones, compound assignments to them, through members; user-declared operators taking them are called
enum E { X, Y };
enum class S { P };
void g(E e, S s) { s++; s += S::P; ++e; --e; e += 1; e = X; e = e; int i = 0; i |= X; i += e; }
struct C { E m; };
void h(C c) { c.m |= Y; }
E operator|=(E &a, E b);
void k(E e) { e |= Y; }
E operator++(E &a, int);
void l(E e) { e++; }
