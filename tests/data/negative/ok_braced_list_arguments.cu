namespace std { typedef unsigned long size_t; template<class E> class initializer_list { const E* b; size_t n; constexpr initializer_list(const E* p, size_t s) : b(p), n(s) {} public: constexpr initializer_list() : b(0), n(0) {} constexpr size_t size() const { return n; } constexpr const E* begin() const { return b; } constexpr const E* end() const { return b + n; } }; }
__attribute__((device)) void f(...);
template<class T> void f(std::initializer_list<T>);
struct P { int x, y; };
__attribute__((device)) void g(...);
void g(P);
void t() { f({1, 2, 3}); g({1, 2}); }
