// conformance program decl_friend: valid C++17 accepted by the reference front end
// decl-specifier friend [class.friend]: friend functions (declared, defined inline, qualified),
// friend classes (elaborated and simple-type-specifier forms), friend templates, friend typedef-names
template <class T> class box;
template <class T> bool operator==(const box<T>&, const box<T>&);
class account;
struct auditor { int inspect(const account& a) const; };
class account {
  int balance = 10;
  friend int peek(const account& a) { return a.balance; }
  friend int deposit(account&, int);
  friend int auditor::inspect(const account&) const;
  friend struct bank;
  friend class ledger;
  template <class U> friend struct visitor;
  template <class U> friend U convert(const account&);
};
int deposit(account& a, int v) { return a.balance += v; }
int auditor::inspect(const account& a) const { return a.balance; }
struct bank { int total(const account& a) { return a.balance; } };
class ledger { public: static int read(const account& a) { return a.balance; } };
template <class U> struct visitor { U get(const account& a) { return U(a.balance); } };
template <class U> U convert(const account& a) { return U(a.balance); }
template <class T> class box {
  T v;
public:
  explicit box(T x) : v(x) {}
  friend bool operator==<>(const box&, const box&);
  friend box operator+(const box& a, const box& b) { return box(a.v + b.v); }
  T get() const { return v; }
};
template <class T> bool operator==(const box<T>& a, const box<T>& b) { return a.v == b.v; }
using ledger_alias = ledger;
class vault { int secret = 1; friend ledger_alias; friend int unlock(vault&); };
int unlock(vault& v) { return v.secret; }
int main() {
  account a; vault vt;
  deposit(a, 5);
  box<int> b1(1), b2(2);
  return peek(a) + auditor{}.inspect(a) + bank{}.total(a) + ledger::read(a) + visitor<long>{}.get(a)
       + convert<int>(a) + (b1 + b1 == b2) + unlock(vt) - 92;
}
