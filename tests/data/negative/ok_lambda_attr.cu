// options: --c++20 --gnu_version=120200
void g() {
    auto a = [] [[nodiscard]] (int x) { return x; };
    (void)a;
}
