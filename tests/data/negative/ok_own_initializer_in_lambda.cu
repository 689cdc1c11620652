// options: --c++17 --gnu_version=120200
// A variable named inside a lambda in its own initializer (the recursive
// std::function idiom): the name is declared from its declarator on, so
// the reference accepts each (after a lambda parameter was declared too).
struct F {
    template<class L> F(L) {}
    int operator()(int) const { return 0; }
};
F gfib = [](int n) { return n < 2 ? n : gfib(n - 1) + gfib(n - 2); };
int main() {
    F fib = [&](int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); };
    static F sfib = [](int n) { int k = n; return k ? sfib(k - 1) : 0; };
    F pf([&](int n) { return pf(n - 1); });
    F bf{[&](int n) { return bf(n - 1); }};
    int x = [&]() { return x; }();
    int y = [&](int n) { return y + n; }(1);
    int (*fp)(int) = [](int n) { return n; };
    return fib(10) + sfib(2) + gfib(3) + pf(1) + bf(1) + x + y + fp(0);
}
