// Names that are not a call's are looked up where a template is defined
// (two-phase lookup): undefined ones are errors without any instantiation,
// even where a dependent base might declare them.
template <class T> struct base { T value; int count; };

template <class T> T scaled(T x) {
  T factor = scale_factor;
  return x * factor;
}

template <class T> struct derived : base<T> {
  int size() const { return count; }
  T first() const { return this->value; }
  T reset() { return missing_helper(); }
};

template <class T> struct holder {
  static constexpr int limit = max_items;
  T get() const { return T(); }
};

template <class T> auto pick(T a, T b) -> decltype(a < b ? a : b) {
  return [&] { return a < b ? a : unknown_fallback; }();
}

int main() { return 0; }
