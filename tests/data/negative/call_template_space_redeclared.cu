// A function template declared __attribute__((device)) and defined __attribute__((host)) is one
// template, callable from both sides, as a function so redeclared is.
struct Attr { int v; };
template <typename T> static inline __attribute__((device)) int attrs_of(Attr *a, T *entry);
extern __attribute__((host)) int attrs_of(Attr *a, const void *entry);
template <typename T> static inline __attribute__((host)) int attrs_of(Attr *a, T *entry)
{
    return ::attrs_of(a, (const void *)entry);
}

template <typename T> __attribute__((device)) int only_device(T *p);
template <typename T> __attribute__((device)) int only_device(T *p) { return 0; }

int host_side(Attr a, int *p)
{
    int r = attrs_of(&a, p);
    r += attrs_of(&a, (void *)0);
    r += only_device(p);
    return r;
}

__attribute__((device)) int device_side(Attr a, int *p)
{
    return attrs_of(&a, p);
}
