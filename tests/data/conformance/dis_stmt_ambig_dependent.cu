// C++17 conformance: disambiguation
// [stmt.ambig] [temp.res] in templates: typename T::type(x); is a declaration, T::value(x);
// (no typename) is an expression (a call or functional use of a non-type member)
struct traits {
  using type = int;
  static int value(int v) { return v * 3; }
  static int count;
};
int traits::count = 0;
template <class T> int use() {
  typename T::type(x) = 4;           // declaration of x
  typename T::type(*px) = &x;        // declaration of pointer
  typename T::type(y), z;            // two declarations
  y = 1; z = 2;
  T::value(x);                       // expression: call of a static member function
  T::count = T::value(*px);          // expression
  typename T::type(arr)[2] = {5, 6};
  return x + y + z + T::count + arr[1];
}
template <class T> struct holder {
  T t;
  int m() {
    typename T::type(local) = 7;
    T::value(local);
    return local;
  }
};
int main() {
  holder<traits> h{};
  return use<traits>() + h.m() - 32;
}
