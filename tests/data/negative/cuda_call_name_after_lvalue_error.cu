// The reference's "expression must be a modifiable lvalue" uses up the
// demangled form of the next cross-space call message's callee, whatever
// the operand (a const variable, a member of a const object, a call's
// const result, an overloaded operator's): the calling message after it
// writes the partial mangling.
const int x = 1;
struct T { int m; };
const T t = {1};
struct S { const int& operator[](int) const; };
const int& f(int);
__attribute__((device)) int d(int);
void assign(S s) { x = 2; t.m = 3; f(1) = 4; s[0] = 5; }
int call() { return d(1); }
