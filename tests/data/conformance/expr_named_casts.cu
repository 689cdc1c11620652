// static_cast, const_cast, reinterpret_cast, dynamic_cast [expr.static.cast], [expr.const.cast],
// [expr.reinterpret.cast], [expr.dynamic.cast]: every target kind, in templates and constexpr
template<class T> struct remove_ref { using type = T; };
template<class T> struct remove_ref<T&> { using type = T; };
template<class T> constexpr typename remove_ref<T>::type&& move(T&& t) { return static_cast<typename remove_ref<T>::type&&>(t); }

struct base { virtual ~base() = default; int b = 1; };
struct derived : base { int d = 2; };
struct other : base {};
enum class color : unsigned char { red = 1, green = 2 };

constexpr int statics() {
  double d = 3.9;
  int i = static_cast<int>(d);
  long l = static_cast<long>(i);
  color c = static_cast<color>(2);
  unsigned char u = static_cast<unsigned char>(c);
  const int* ip = static_cast<const int*>(&i);
  static_cast<void>(l);
  return i + u + *ip;
}
static_assert(statics() == 8);
int* from_void(void* vp) { return static_cast<int*>(vp); }

int downcasts(base& b, base* pb) {
  derived& dr = static_cast<derived&>(b);
  derived* dp = static_cast<derived*>(pb);
  derived* dyn = dynamic_cast<derived*>(pb);
  const derived* cdyn = dynamic_cast<const derived*>(static_cast<const base*>(pb));
  other& o = dynamic_cast<other&>(b);
  void* most_derived = dynamic_cast<void*>(pb);
  base&& moved = static_cast<base&&>(b);
  return dr.d + dp->d + (dyn != nullptr) + (cdyn != nullptr) + o.b + (most_derived != nullptr) + moved.b;
}

int consts(const int& ci, const volatile int* cvp, const int* const* pp) {
  int& r = const_cast<int&>(ci);
  int* p = const_cast<int*>(cvp);
  int** q = const_cast<int**>(pp);
  int&& rr = const_cast<int&&>(move(ci));
  return r + *p + **q + rr;
}

using uintptr = unsigned long;
int reinterprets(int* p, void (*fp)()) {
  uintptr addr = reinterpret_cast<uintptr>(p);
  int* back = reinterpret_cast<int*>(addr);
  char* bytes = reinterpret_cast<char*>(p);
  unsigned& as_unsigned = reinterpret_cast<unsigned&>(*p);
  auto fp2 = reinterpret_cast<int (*)(int)>(fp);
  derived* dp = reinterpret_cast<derived*>(bytes);
  return *back + bytes[0] + static_cast<int>(as_unsigned) + (fp2 != nullptr) + (dp != nullptr);
}
template<class To, class From> To bit_like(From& f) { return *reinterpret_cast<To*>(&f); }
float as_float(unsigned& u) { return bit_like<float>(u); }
