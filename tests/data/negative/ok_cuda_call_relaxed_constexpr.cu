// options: --c++17 --gnu_version=120200 --relaxed_constexpr
__attribute__((device)) constexpr int cd(int x) { return x + 1; }
__attribute__((host, device)) int hd() { return cd(1); }
int h() { return cd(2); }
