// [dcl.type.decltype] [expr.prim.id.qual]: a decltype-specifier as the first component of a
// nested-name-specifier: decltype(x)::type, decltype(x)::member in expressions and casts,
// decltype(f())::nested<T>, and decltype(x)::value in constant expressions
template <class T> struct vec {
  using value_type = T;
  using size_type = unsigned;
  static constexpr int rank = 1;
  template <class U> using rebind = vec<U>;
  struct iterator { T* p; };
  static vec zeros() { return {}; }
  T data[2];
};
vec<int> make() { return {{1, 2}}; }
struct meta { static int count; static int bump() { return ++count; } };
int meta::count = 0;
int main() {
  auto v = make();
  decltype(v)::value_type a = 3;                        // type
  decltype(v)::size_type n = 2u;
  decltype(make())::iterator it{v.data};                // decltype of a call
  decltype(v)::rebind<double> d{};                      // member alias template, no 'template' needed
  auto z = decltype(v)::zeros();                        // static member function call
  int r = decltype(v)::rank;                            // static data member in an expression
  long l = static_cast<decltype(v)::value_type>(4.5);   // in a cast
  auto c = (decltype(v)::size_type)7;                   // C-style cast
  meta m;
  decltype(m)::count = 1;                               // assignment through decltype
  int b = decltype(m)::bump();
  static_assert(decltype(v)::rank == 1);
  static_assert(sizeof(decltype(v)::value_type) == sizeof(int));
  return a + int(n) + *it.p + int(d.data[0]) + z.data[1] + r + int(l) + int(c) + b - 19;
}
