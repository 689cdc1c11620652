// A member template whose result is not read (`-> decltype(...)`, as
// std::set's transparent lower_bound and find) against a function that
// is no template: the template's parameters, read alone, convert the
// arguments no better, so the function wins whether the template is
// viable or not, and the call is checked.
template <class K> struct Tree {
    template <class T> K *find_tr(const T &) const;
};
struct Key { int a; };
template <class K> struct Set {
    Tree<K> t;
    typedef K *iterator;
    iterator lower_bound(const K &x);
    template <typename T> auto lower_bound(const T &x) -> decltype((void)t.find_tr(x), iterator());
    template <typename T> auto lower_bound(const T &x) const -> decltype((void)t.find_tr(x), iterator());
    __attribute__((device)) int count(const K &x) const;
    template <typename T> auto count(const T &x) const -> decltype((void)t.find_tr(x), 0);
};
__attribute__((device)) int dev(Key *);

int host_side(Set<Key> &s, Key k)
{
    int r = dev(s.lower_bound(k));
    return r + s.count(k);
}
