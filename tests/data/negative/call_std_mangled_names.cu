// Mangled names of callees in ::std (once a message has been given): `St`
// abbreviates the namespace, and a function of std itself is no nested name.
namespace std { __attribute__((device)) int f(int); namespace chrono { __attribute__((device)) int g(int); template<class T> __attribute__((device)) int h(T); struct S { __attribute__((device)) int m(int) const; }; } template<class T> __attribute__((device)) int k(T); }
int x() { return 0; }
int y() { return std::f(1) + std::chrono::g(1) + std::chrono::h(1) + std::k(2) + std::chrono::S().m(1); }
