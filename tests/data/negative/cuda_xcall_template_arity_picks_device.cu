// the three-parameter template cannot take two arguments: the two-parameter __device__ one is called
template <class T> __attribute__((device)) const T &smaller(const T &a, const T &b) { return b < a ? b : a; }
template <class T, class C> const T &smaller(const T &a, const T &b, C cmp) { return cmp(b, a) ? b : a; }
unsigned long host_smaller(unsigned long x)
{
    return smaller<unsigned long>(x, 8);
}
