void g() {
    auto b = [=] () mutable __attribute__((device)) { return 2; };
    auto c = [] () __attribute__((host)) __attribute__((device)) { return 3; };
    (void)b; (void)c;
}
