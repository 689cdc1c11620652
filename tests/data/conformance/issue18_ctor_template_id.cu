// A constructor declared with the injected class name as a template-id
// ([class.ctor]; accepted by the reference in C++17 and C++20)
template <class T, class D> struct Base {
  Base() = default;
  explicit Base<T, D>(float x) { (void)x; }
};
Base<int, int> b(1.0f);
