// calls through function pointers are typed; the __device__ call after one is still seen
__attribute__((device)) int twice(int x) { return 2 * x; }
int host_fn(int (*cb)(int), int v)
{
    int a = (*cb)(v);
    int b = cb(a);
    return twice(b);
}
