// options: --c++17 --gnu_version=120200 --allow_managed
// tests: a __managed__ variable as unparenthesized decltype operand in a namespace-qualified form and in a template argument; the parenthesized form is fine
namespace n { __attribute__((managed)) __attribute__((device)) float m; }
decltype((n::m)) ok = n::m;
template<class T> struct W { T v; };
W<decltype(n::m)> w;
