// tests: option --no_host_device_move_forward: std::move called from device code
// opts: --no_host_device_move_forward
namespace std { template<class T> struct remove_reference { typedef T type; }; template<class T> struct remove_reference<T&> { typedef T type; }; template<class T> constexpr typename remove_reference<T>::type &&move(T &&t) noexcept { return static_cast<typename remove_reference<T>::type &&>(t); } }
__attribute__((device)) int f(int x) { int y = std::move(x); return y; }
