// operator-or-punctuator [lex.operators]: the C++17 (non-preprocessor) punctuators in context:
// { } [ ] ( ) ; : ... ? :: . .* -> ->* ~ ! + - * / % ^ & | = += ... >>= == != < > <= >= && || << >> ++ -- ,
namespace ns { struct S { int m; int* p; int f() const { return m; } }; }
template<class... Ts> int count(Ts...) { return sizeof...(Ts); }

int tokens(ns::S s, ns::S* ps) {
  int a = 1, b = 2;
  int ns::S::*pm = &ns::S::m;
  int (ns::S::*pf)() const = &ns::S::f;
  a += b; a -= b; a *= b; a /= b; a %= b;
  a ^= b; a &= b; a |= b; a <<= b; a >>= b;
  a = a + b - b * b / b % b;
  a = (a ^ b) & (a | b);
  a = ~a, a = !a;
  bool c = a == b || a != b && a < b, d = a > b, e = a <= b, f = a >= b;
  a = b << 1 >> 1;
  a++; a--; ++a; --a;
  int* p = &a;
  a = *p + s.m + ps->m + s.*pm + ps->*pm + (s.*pf)() + (ps->*pf)();
  a = c ? d : e ? f : a;
  int arr[2]{};
  arr[0] = count(1, 2, 3);
  struct { int x : 3; } bf{};
  bf.x = 1;
  auto lam = [&]() -> int { return ::ns::S{1, nullptr}.m; };
  return a + arr[0] + bf.x + lam();
}
