template<class T> struct opt {
  T v; bool has;
  explicit operator bool() const { return has; }
  operator T() const { return v; }
  template<class U> operator U*() const { return 0; }
};
template<class T> struct ref { T* p; operator T&() const { return *p; } };
void takes_int(int) {}
void takes_ref(int&) {}
void h() {
  opt<int> o{1, true};
  if (o) {}
  int i = o;
  takes_int(o);
  char* cp = o;
  int z = 4;
  ref<int> r{&z};
  takes_ref(r);
  bool b = !o;
  int sum = o + 1;
}
