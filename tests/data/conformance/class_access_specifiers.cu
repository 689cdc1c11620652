// access-specifier: private protected public [class.access], [class.access.base]
// default access of class/struct, repeated specifiers, protected access through derived
class account {
  int balance_ = 0;
public:
  int id = 1;
protected:
  int limit_ = 100;
  static int fees() { return 2; }
private:
  void audit() {}
public:
  int balance() const { return balance_; }
protected:
  struct ledger { int entries; };
public:
  using ledger_type = ledger;
};
struct savings : account {
  int rate = limit_ / 10;
  int f() { audit_through_public(); return fees() + limit_; }
  void audit_through_public() {}
  int other(savings& s) { return s.limit_; }
  ledger l{3};
};
class checking : private account {
public:
  using account::balance;
  using account::id;
  int lim() const { return limit_; }
};
struct defaults : savings {};
class cdefaults : savings { public: int g() { return rate; } };
struct access_holder {
private:
  struct hidden { int v = 5; };
public:
  static hidden make() { return {}; }
};
int main() {
  savings s;
  checking c;
  account::ledger_type lt{1};
  defaults d;
  auto h = access_holder::make();
  return s.f() + s.other(s) + c.balance() + c.id + c.lim() + d.rate + cdefaults().g() + h.v + lt.entries -
         338;
}
