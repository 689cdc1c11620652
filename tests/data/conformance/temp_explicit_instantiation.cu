// explicit-instantiation: extern(opt) template declaration [temp.explicit]
// definitions and extern declarations of class, member, function and variable templates
template <class T>
struct vector {
  T* data = nullptr;
  int size() const { return 0; }
  template <class U> void assign(U) {}
  static int instances;
  struct iterator { T* p; };
};
template <class T> int vector<T>::instances = 0;
template <class T> T square(T x) { return x * x; }
template <class T> constexpr T zero_v = T();
namespace ns { template <class T> struct box { T v; T get() const { return v; } }; }
template struct vector<int>;
template class vector<double>;
extern template struct vector<long>;
extern template class vector<char>;
template int vector<short>::size() const;
template void vector<short>::assign<int>(int);
template void vector<short>::assign(double);
template int vector<unsigned>::instances;
template struct vector<float>::iterator;
template int square<int>(int);
template double square(double);
extern template long square<long>(long);
extern template float square(float);
template const int zero_v<int>;
template struct ns::box<int>;
namespace ns { template struct box<char>; }
extern template long ns::box<long>::get() const;
template <class T> struct outer { template <class U> struct inner { U u; }; };
template struct outer<int>::inner<char>;
int main() {
  vector<int> v;
  vector<long> vl;
  ns::box<int> b{3};
  return v.size() + vl.size() + square(2) - 4 + b.get() - 3 + zero_v<int>;
}
