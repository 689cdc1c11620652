// [dcl.fct]/12-13: a typedef of function type may be used to declare (not define) a function; the later
// definition uses an ordinary declarator. Namespace-scope, extern, several declarators, alias-declaration,
// member functions, static members and cv-qualified ("abominable") function types for members
typedef int binary_op(int, int);
using unary_op = int(int);
typedef void const_member_fn() const;
binary_op add;
extern binary_op sub;
binary_op mul, divide;
unary_op neg;
int add(int a, int b) { return a + b; }
int sub(int a, int b) { return a - b; }
int mul(int a, int b) { return a * b; }
int divide(int a, int b) { return b ? a / b : 0; }
int neg(int a) { return -a; }
namespace ops { binary_op mod; }
int ops::mod(int a, int b) { return a % b; }
struct calculator {
  binary_op apply;
  static unary_op twice;
  const_member_fn reset;
  int state = 0;
};
int calculator::apply(int a, int b) { return state + a + b; }
int calculator::twice(int a) { return 2 * a; }
void calculator::reset() const {}
binary_op* table[] = {add, sub, mul, divide, ops::mod};
template <class F> int call(F* f) { return f(6, 3); }
int main() {
  calculator c;
  c.reset();
  int r = 0;
  for (binary_op* f : table) r += f(6, 3);
  return r + neg(1) + c.apply(1, 1) + calculator::twice(2) + call<binary_op>(add) - 47;
}
