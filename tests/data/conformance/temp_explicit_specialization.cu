// explicit-specialization: template < > declaration [temp.expl.spec]
// full specializations of class templates, function templates, variable templates, nested
template <class T> struct hash { unsigned long operator()(const T& t) const { return (unsigned long)t; } };
template <> struct hash<const char*> {
  unsigned long operator()(const char* s) const { unsigned long h = 0; while (*s) h = h * 31 + *s++; return h; }
};
template <> struct hash<bool>;
template <> struct hash<bool> { unsigned long operator()(bool b) const { return b ? 1 : 0; } };
template <class T> constexpr int type_id() { return 0; }
template <> constexpr int type_id<int>() { return 1; }
template <> constexpr int type_id<char>() { return 2; }
template <class T> T convert(const char*);
template <> int convert<int>(const char* s) { return *s - '0'; }
template <> double convert(const char* s) = delete;
template <class T> void reset(T& t) { t = T(); }
template <> void reset(int& t) { t = -1; }
template <> inline void reset<long>(long& t) { t = -2; }
template <class T, class U> struct pair_traits { static constexpr int value = 0; };
template <> struct pair_traits<int, int> { static constexpr int value = 1; };
template <> struct pair_traits<pair_traits<int, int>, void> { static constexpr int value = 2; };
template <int N> struct pow2 { static constexpr long value = 2 * pow2<N - 1>::value; };
template <> struct pow2<0> { static constexpr long value = 1; };
template <template <class> class C> struct tt_spec { static constexpr int value = 0; };
template <> struct tt_spec<hash> { static constexpr int value = 5; };
namespace ns { template <class T> struct traits { static constexpr int v = 0; }; }
template <> struct ns::traits<float> { static constexpr int v = 3; };
namespace ns { template <> struct traits<double> { static constexpr int v = 4; }; }
static_assert(type_id<int>() == 1 && type_id<char>() == 2 && type_id<long>() == 0, "");
static_assert(pair_traits<int, int>::value == 1 && pair_traits<pair_traits<int, int>, void>::value == 2, "");
static_assert(pow2<10>::value == 1024 && tt_spec<hash>::value == 5, "");
int main() {
  int i = 3; long l = 3; short s = 3;
  reset(i); reset(l); reset(s);
  return int(hash<const char*>()("a")) + int(hash<bool>()(true)) + int(hash<int>()(2)) + convert<int>("4") + i + int(l) + s +
         ns::traits<float>::v + ns::traits<double>::v - 104;
}
