// member-declaration with static / inline / constexpr [class.static.data]
// out-of-class definitions of static data members, inline static members (C++17)
struct config {
  static const int max_threads = 1024;
  static constexpr double scale = 0.5;
  static inline int counter = 0;
  static inline const char* name = "config";
  static int defined_outside;
  static const long limits[];
  static constexpr int table[] = {1, 2, 4, 8};
  static config instance;
  int id = counter++;
};
int config::defined_outside = 42;
const long config::limits[] = {1, 10, 100};
config config::instance;
template <class T>
struct numeric_traits {
  static constexpr bool is_signed = T(-1) < T(0);
  static const T zero;
  static T cache;
  static inline T last{};
};
template <class T> const T numeric_traits<T>::zero = T();
template <class T> T numeric_traits<T>::cache = T(1);
template <> const char numeric_traits<char>::zero = '0';
struct sizes { static constexpr int size() { return 3; } };
struct holder : sizes {
  static constexpr int n = size();
  static int arr[n];
};
int holder::arr[holder::n] = {};
int main() {
  static_assert(config::max_threads == 1024, "");
  static_assert(config::table[3] == 8, "");
  static_assert(!numeric_traits<unsigned>::is_signed, "");
  static_assert(numeric_traits<int>::is_signed, "");
  const int* p = &config::max_threads;
  numeric_traits<long>::cache += numeric_traits<long>::zero;
  numeric_traits<int>::last = 3;
  return config::instance.id + config::defined_outside + *p + holder::arr[2] +
         (numeric_traits<char>::zero == '0' ? 0 : 1) - 1066;
}
