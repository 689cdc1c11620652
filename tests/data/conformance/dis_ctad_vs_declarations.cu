// [dcl.type.class.deduct] [over.match.class.deduct] [dcl.ambig.res]: a placeholder for a
// deduced class type in declarations, functional casts, new-expressions, with qualified
// names and guides; extra parentheses keep arguments from being parameter declarations
template <class A, class B> struct pair_ { A first; B second; pair_(A a, B b) : first(a), second(b) {} };
template <class T> struct box { T v; };
template <class T> box(T) -> box<T>;
template <class T> struct range_ { T* b; T* e; range_(T* x, T* y) : b(x), e(y) {} int size() const { return int(e - b); } };
template <class T> struct vec_ { T d[3]; template <class It> vec_(It first, It) : d{*first, *first, *first} {} };
template <class It> vec_(It, It) -> vec_<int>;
namespace lib { template <class T> struct opt { T v; opt(T x) : v(x) {} }; }
int main() {
  pair_ p(1, 2.0);                      // CTAD with parentheses
  pair_ q{'a', 3L};                     // with braces
  box b{4};                             // aggregate with a guide
  box c = b;                            // copy deduction candidate
  auto d = pair_(5, 6u);                // functional cast with CTAD
  auto e = box{7};
  auto* f = new pair_(8, 9);            // new-expression with CTAD
  int arr[3] = {1, 2, 3};
  range_ r(arr, arr + 3);
  vec_ v(arr, arr + 3);                 // user-defined guide
  lib::opt o(10);                       // qualified template name
  const pair_ cp(1, 1);
  pair_ pr((int()), (long()));          // parenthesised arguments: objects, CTAD applies
  int total = p.first + int(p.second) + q.first - 'a' + int(q.second) + b.v + c.v + d.first +
              int(d.second) + e.v + f->first + r.size() + v.d[0] + o.v + cp.second + pr.first + int(pr.second);
  delete f;
  return total - 60;
}
