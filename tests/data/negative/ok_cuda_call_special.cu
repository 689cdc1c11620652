// Constructions the host pass accepts: host-device and host constructors,
// the implicit ones, copies, pointers and references (nothing constructed),
// objects in device code.
struct H {
    __attribute__((host, device)) H(int) {}
    __attribute__((host, device)) ~H() {}
};
struct P { int a, b; };
struct Q {
    Q(double) {}
    __attribute__((device)) Q(int) {}
};
struct R {
    __attribute__((device)) R() {}
    __attribute__((device)) ~R() {}
};
void h1() { H h(1); H h2 = h; P p; P q{1, 2}; Q x(1.5); (void)h2; (void)p; (void)q; (void)x; }
void h2(R &r, R *rp) { R *p = rp; R &q = r; (void)p; (void)q; }
__attribute__((device)) void d() { R r; Q q(1); }
