// explicit specialization of members of class templates [temp.expl.spec]/16-18:
// member functions, static data members, member classes, member templates, enumerations
template <class T>
struct codec {
  static int version;
  static const char* name;
  int encode(T) const { return 0; }
  static int id() { return 0; }
  struct header { int size = 0; };
  template <class U> int convert(U) const { return 10; }
  template <class U> struct adapter { static constexpr int v = 0; };
  enum class mode;
};
template <class T> int codec<T>::version = 1;
template <class T> const char* codec<T>::name = "generic";
template <> int codec<int>::version = 2;
template <> const char* codec<char>::name = "char";
template <> int codec<int>::encode(int v) const { return v * 2; }
template <> int codec<long>::id() { return 7; }
template <> struct codec<double>::header { long size = 8; };
template <> template <class U> int codec<int>::convert(U) const { return 20; }
template <> template <> int codec<int>::convert<char>(char) const { return 30; }
template <> template <class U> struct codec<long>::adapter { static constexpr int v = 3; };
template <> template <> struct codec<char>::adapter<int> { static constexpr int v = 4; };
template <class T> enum class codec<T>::mode { fast, safe };
template <> enum class codec<short>::mode { only };
template <class T> struct outer { template <class U> struct inner { static int f() { return 1; } }; };
template <> template <> struct outer<int>::inner<int> { static int f() { return 2; } };
template <> template <class U> struct outer<char>::inner { static int f() { return 3; } };
int main() {
  codec<int> ci;
  codec<char> cc;
  codec<double>::header h;
  int r = codec<int>::version + codec<long>::version + (codec<char>::name[0] == 'c') + ci.encode(5) + cc.encode('a');
  r += codec<long>::id() + codec<int>::id() + int(h.size) + ci.convert(1.0) + ci.convert('x') + cc.convert(1);
  r += codec<long>::adapter<int>::v + codec<char>::adapter<int>::v + codec<char>::adapter<char>::v;
  r += outer<int>::inner<int>::f() + outer<int>::inner<long>::f() + outer<char>::inner<void>::f();
  codec<short>::mode m = codec<short>::mode::only;
  codec<int>::mode m2 = codec<int>::mode::safe;
  return r + int(m) + int(m2) - 110;
}
