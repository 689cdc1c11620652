// Member operators of a class template's specialisation whose types name
// the template's member typedefs (`reference operator[](size_t)`): read
// in the specialisation, so `a[i]` is typed, a const object's element is
// no modifiable lvalue, and a device operator[] is a cross-space call.
namespace lib {
typedef unsigned long size_t;
template <class T, size_t N> struct array {
    typedef T value_type;
    typedef value_type& reference;
    typedef const value_type& const_reference;
    T elems[N];
    reference operator[](size_t n) noexcept { return elems[n]; }
    const_reference operator[](size_t n) const noexcept { return elems[n]; }
    size_t size() const noexcept { return N; }
};
template <class T> struct dev_view {
    typedef T& reference;
    __attribute__((device)) reference operator[](int i) const;
};
}
int use(lib::array<int, 4>& a, const lib::array<double, 2>& b) {
    a[0] = 3;
    double d = b[1];
    return a[1] + (int)a.size() + (int)d;
}
void write_const(const lib::array<int, 4>& a) { a[0] = 1; }
int device_index(const lib::dev_view<int>& v) { return v[2]; }
