// A pointer to a variadic member function as an alias's type, with a
// ptr-operator in the return type: `(S::*)` declares, it casts nothing, so
// the `(int, ...)` after it is a parameter list, not a comma fold.
struct S {
    const int &f(int, ...);
    int *g(int, ...) const;
};
using PMS3 = const int &(S::*)(int, ...);
using PMS3C = int *(S::*)(int, ...) const;
typedef int &(S::*PMS3T)(int, ...) volatile;
PMS3 p = &S::f;
PMS3C q = &S::g;
int main() { return (p != nullptr && q != nullptr) ? 0 : 1; }
