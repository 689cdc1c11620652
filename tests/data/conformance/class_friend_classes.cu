// friend elaborated-type-specifier / simple-type-specifier / typename-specifier [class.friend]
// friend class X; friend X; friend T; friend templates (template<class> friend class)
class key;
template <class T> class registry;
template <class T> struct accessor;
class vault {
  friend class auditor;
  friend key;
  template <class T> friend class registry;
  template <class> friend struct accessor;
  friend struct vault_nested_user;
  int secret = 42;
};
class auditor { public: int peek(const vault& v) { return v.secret; } };
class key { public: static int open(const vault& v) { return v.secret; } };
template <class T> class registry { public: int read(const vault& v) { return v.secret + sizeof(T) * 0; } };
template <class T> struct accessor { static int get(const vault& v) { return v.secret; } };
struct vault_nested_user { int f(const vault& v) { return v.secret; } };
template <class T, class U>
class grant {
  friend T;
  friend typename U::befriended;
  int value = 1;
};
struct user { int read(const grant<user, struct policy>& g) const; };
struct policy { using befriended = struct other_user; };
struct other_user { int read(const grant<user, policy>& g) const { return g.value; } };
int user::read(const grant<user, policy>& g) const { return g.value; }
class int_friend { friend int; friend unsigned; };
int main() {
  vault v;
  grant<user, policy> g;
  return auditor().peek(v) + key::open(v) + registry<int>().read(v) + accessor<char>::get(v) +
         vault_nested_user().f(v) + user().read(g) + other_user().read(g) - 212;
}
