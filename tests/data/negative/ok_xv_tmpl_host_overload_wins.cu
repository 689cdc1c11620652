template <typename T>
__attribute__((device)) T pick(T v) { return v; }
int pick(int v) { return v + 1; }
int host_fn(int a)
{
    return pick(a);
}
