// conformance program decl_inline_variables: valid C++17 accepted by the reference front end
// inline variables [dcl.inline]/1 (C++17): namespace scope, static data members, constexpr
// static members (implicitly inline), inline variable templates, in-class definitions of class type
struct config {
  static inline int verbosity = 1;
  static inline const char* name = "default";
  static constexpr int max_depth = 16;
  static inline config* instance = nullptr;
  static const config defaults;
  int level;
};
inline const config config::defaults{2};
inline int global_counter = 0;
inline constexpr double pi = 3.14159;
inline static int internal_inline = 5;
namespace traits {
template <class T> inline constexpr bool is_integral_v = false;
template <> inline constexpr bool is_integral_v<int> = true;
template <> inline constexpr bool is_integral_v<long> = true;
template <class T> struct extent { static inline constexpr unsigned value = 0; };
template <class T, unsigned N> struct extent<T[N]> { static constexpr unsigned value = N; };
}
template <class T> struct registry {
  static inline int count = 0;
  static inline T* head = nullptr;
};
const int* addr() { return &config::max_depth; }
int main() {
  registry<int>::count++;
  registry<double>::count += 2;
  static_assert(traits::is_integral_v<int> && !traits::is_integral_v<float>);
  static_assert(traits::extent<int[4]>::value == 4);
  return config::verbosity + global_counter + internal_inline + registry<int>::count + config::defaults.level
       + (pi > 3) + (addr() != nullptr) - 11;
}
