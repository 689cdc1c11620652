// Structured bindings of host members stay silent; a class made tuple-like
// by its own tuple_size specialisation is not bound by its members.
namespace std {
template<class T> struct tuple_size;
template<unsigned long I, class T> struct tuple_element;
}
struct T2 { int x; double y; template<unsigned long I> int get() const { return x; } };
namespace std {
template<> struct tuple_size<T2> { static constexpr unsigned long value = 2; };
template<unsigned long I> struct tuple_element<I, T2> { typedef int type; };
}
struct Q { int h() const { return 2; } };
struct P { int a; Q q; };
int use() {
    P p{};
    auto [a, q] = p;
    T2 t{1, 2.0};
    auto [u, v] = t;
    P arr[2];
    int s = 0;
    for (const auto &[x, y] : arr)
        s += x + y.h();
    return a + q.h() + u + v + s;
}
