template <typename T>
__attribute__((device)) void store(T *p, T v) { *p = v; }
void host_fn(float *p, float x)
{
    store(p, x);
}
