// C++ errors inside device and kernel bodies are the front end's too.
struct Accum { float sum; int n; };
__attribute__((device)) void store(float *dst, float v);
__attribute__((device)) void add(const Accum &a, float v)
{
    a.sum += v;
    a.n++;
}
__attribute__((global)) void kernel(float *out, const float *in, int n)
{
    const int stride = 4;
    stride = n;
    store(out, in);
    float f = in[0];
    f.x = 1.0f;
}
__attribute__((device)) void fill(int *p);
__attribute__((device)) void fill(unsigned *p);
__attribute__((global)) void kernel2(float *out) { fill(out); }
