// Argument-dependent lookup reaches a class template's hidden friends in
// every specialisation an argument names; each is a candidate of its own.
template <class T> struct Alloc {
    friend __attribute__((device)) bool operator!=(const Alloc &, const Alloc &) { return false; }
    friend bool operator==(const Alloc &, const Alloc &) { return true; }
};
template <class T, class A = Alloc<T>> struct Vec {};
template <class It, class C> struct Iter {
    It p;
};
template <class It, class C>
bool operator!=(const Iter<It, C> &a, const Iter<It, C> &b) { return a.p != b.p; }

typedef Vec<Vec<int>> Nested;
int host_side(Iter<Vec<int> *, Nested> i, Iter<Vec<int> *, Nested> j, Alloc<Vec<int>> x, Alloc<int> y)
{
    int r = i != j;
    r += x != x;
    r += y != y;
    return r;
}
