// options: --c++17 --gnu_version=120200
// An `auto` variable named in its own initializer, directly, under sizeof,
// or in a lambda's body: its type cannot be known there (one error at each
// use, the lambda's parameters declared before it or not).
int main() {
    auto a = a + 1;
    auto b = [&]() { return b; };
    const auto &c = [&](int n) { return c(n); };
    auto d = [&](int n) { return n + d(n - 1) + d(n); };
    static auto e([&](int n) { return e; });
    decltype(auto) g = g;
    auto q = sizeof(q);
    auto t{t};
    return 0;
}
