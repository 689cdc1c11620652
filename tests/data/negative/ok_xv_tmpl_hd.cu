template <typename T>
__attribute__((host,device)) T sum3(T a, const T &b, T *c) { return a + b + *c; }
long host_fn(long a, long *c)
{
    return sum3(a, a, c) + sum3<long>(1, 2, c);
}
