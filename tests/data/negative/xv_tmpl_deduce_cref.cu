template <typename T>
__attribute__((device)) T load(const T &v) { return v; }
float host_fn(float x)
{
    return load(x);
}
