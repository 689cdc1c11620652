struct S { __attribute__((device)) void dm() const {} void hm() const {} };
__attribute__((device)) int dev(int x) { return x; }
template<class... Ts> int count(Ts&&... xs) { return sizeof...(xs); }
template<class... Ts> void callall(const Ts&... xs) { (xs.hm(), ...); }
template<class... Ts> void calldev(const Ts&... xs) { (xs.dm(), ...); }
template<class... Ts> int sumdev(Ts... xs) { return (dev(xs) + ... + 0); }
void h() {
  S s;
  count(1, 2.0, s);
  callall(s, s);
  calldev(s);
  sumdev(1, 2, 3);
}
