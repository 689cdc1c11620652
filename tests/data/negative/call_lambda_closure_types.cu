// A lambda expression has a closure type of its own: variables declared
// `auto` from one are typed, templates deduce it, and calls taking one are
// checked (named as the reference names them once a callee's name has
// been written mangled). What a closure converts to, or how its call
// operator is called, is not modelled: never an error from those.
__attribute__((device)) int dev(int x) { return x; }
template <class F> __attribute__((device)) int device_apply(F f, int x) { return 0; }
template <class F> int host_apply(F f, int x) { return f(x); }
struct S { int v; };
int (*pointer)(int);

int host_side(S s)
{
    int r = dev(1);
    auto f = [](int x) { return x + 1; };
    auto g = [=](int x) { return x + s.v; };
    r += host_apply(f, 1);
    r += host_apply([](int x) { return x; }, 2);
    r += f(3);
    pointer = f;
    int (*q)(int) = [](int x) { return x; };
    if (f) r += q(1);
    r += !f;
    r += device_apply(g, 4);
    r += device_apply([](int a, char b) { return a + b; }, 5);
    auto h = f;
    return r + h(1);
}
