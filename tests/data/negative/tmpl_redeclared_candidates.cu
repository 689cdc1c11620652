// a function template declared once and defined later with other parameter
// names (as <bits/algorithmfwd.h> and <bits/stl_algo.h> declare lower_bound) is
// one candidate: the call is resolved, and a __device__ member called on its
// result is reported
template<class It, class T> It lower(It first, It last, const T &v);
template<class It, class T, class Cmp> It lower(It first, It last, const T &v, Cmp c);
template<class Fwd, class Tp> Fwd lower(Fwd f, Fwd l, const Tp &value) { return f; }
struct P { __attribute__((device)) int dm() const; int hm() const; };
int h(P *a, P *b, int v) { return lower(a, b, v)->dm() + lower(a, b, v)->hm(); }
