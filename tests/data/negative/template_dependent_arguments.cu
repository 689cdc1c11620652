// Calls in template definitions the reference checks there, and those it
// leaves to instantiation: an operator or a functional cast over constants
// one of which may depend on template parameters (`sizeof(T) * 8`,
// `int(1)`, alignof), a call through implicit `this` in a class template,
// a member template, an enumerator of a member enumeration, a member of a
// nested class. `sizeof(T)` alone, its C-style cast, data members and
// static member functions are checked.
__attribute__((device)) int d(int);
__attribute__((device)) float ldg(const float *p);
__attribute__((device)) int g(int);
typedef int index_t;
template <class T> int sizes(int x)
{
    int r = d(sizeof(T)) + d((int)sizeof(T)) + d(sizeof(int) * 8) + d(x + sizeof(T));
    r += d(sizeof(T) * 8 - 1) + d(alignof(T)) + d(-sizeof(T)) + d(sizeof(T) ? 1 : 2);
    r += d(index_t(1)) + d(int(3) + 1) + d(int(x));
    return r + g(sizeof(T) == 4 ? "a" : "b");
}
template <class T> struct View {
    const float *data;
    int m;
    static int sm;
    __attribute__((host)) __attribute__((device)) int offset() const { return 0; }
    static int sf();
    template <class U> static int tg(U);
    struct N { static const int v = 1; };
    enum class E { A };
    enum U { B };
    __attribute__((host)) __attribute__((device)) float get() const { return ldg(data + offset()); }
    int f(int x) { return d(m) + d(sm) + d(sf()) + d(tg(1)) + d(N::v) + d(static_cast<int>(E::A)) + d((int)B); }
};
int generic()
{
    auto l = [](auto y) { return d(sizeof(y) * 2) + d(3); };
    return 0;
}
