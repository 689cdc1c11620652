// Operator functions: the non-member candidates are what unqualified
// lookup finds with member functions ignored ([over.match.oper]), so a
// member operator== of the class whose member function holds the
// expression does not hide the namespace's device operator; the same
// through a using-directive.
struct S { int v; };
__attribute__((device)) bool operator==(S, S);
struct T {
    bool operator==(int) const;
    bool m(S a, S b) const { return a == b; }
};
namespace ops {
struct P { int v; };
__attribute__((device)) P operator+(P, P);
}
using namespace ops;
P twice(P p) { return p + p; }
