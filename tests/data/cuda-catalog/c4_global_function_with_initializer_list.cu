// tests: __global__ function with a std::initializer_list parameter
namespace std { template<class E> class initializer_list { const E *b; unsigned long n; public: initializer_list() : b(0), n(0) {} }; }
__attribute__((global)) void k(std::initializer_list<int> il) {}
