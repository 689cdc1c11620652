// tests: option --no_host_device_initializer_list: std::initializer_list member called from device code
// opts: --no_host_device_initializer_list
namespace std { template<class E> class initializer_list { const E *b; unsigned long n; constexpr initializer_list(const E *p, unsigned long s) : b(p), n(s) {} public: constexpr initializer_list() : b(0), n(0) {} constexpr unsigned long size() const { return n; } }; }
__attribute__((device)) unsigned long f(std::initializer_list<int> il) { return il.size(); }
