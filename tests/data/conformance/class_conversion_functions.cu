// conversion-function-id: operator conversion-type-id [class.conv.fct]
// conversions to scalars, references, pointers, explicit bool, templates, via typedef
struct array_ref {
  int data[3] = {1, 2, 3};
  using array_t = int[3];
  using fn_t = int (*)(int);
  static int twice(int x) { return 2 * x; }
  operator int() const { return data[0]; }
  explicit operator bool() const noexcept { return data[0] != 0; }
  operator const int*() const { return data; }
  operator array_t&() { return data; }
  operator fn_t() const { return &twice; }
  explicit operator double() const { return 0.5; }
  template <class T> explicit operator T*() const { return nullptr; }
};
template <class T>
struct proxy {
  T* p;
  operator T&() const { return *p; }
  template <class U, class = decltype(U(static_cast<T&>(*(T*)nullptr)))>
  operator proxy<U>() const { return proxy<U>{nullptr}; }
  operator typename T::value_type() const { return p->value; }
};
struct payload { using value_type = short; short value = 3; };
struct convert_const { operator const char*() const&& { return "x"; } operator int() const& { return 1; } };
int main() {
  array_ref a;
  int i = a;
  if (a) ++i;
  bool b = static_cast<bool>(a);
  const int* p = a;
  int (&arr)[3] = a;
  int r = a(4);
  double d = double(a);
  char* cp = static_cast<char*>(a);
  payload pl;
  proxy<payload> px{&pl};
  payload& ref = px;
  short s = px;
  int k = a.operator int() + a.operator array_t&()[1];
  const char* str = static_cast<const convert_const&&>(convert_const{});
  return i + b + *p + arr[2] + r + int(d * 2) + (cp == nullptr) + ref.value + s + k + (str != nullptr) - 25;
}
