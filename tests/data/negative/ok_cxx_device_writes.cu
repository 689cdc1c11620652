// Writes the reference accepts in device code: through non-const
// references, mutable members of const objects, array parameters.
struct Stats { mutable int hits; float total; };
__attribute__((device)) void record(const Stats &s, Stats &w, float v)
{
    s.hits++;
    w.total += v;
}
__attribute__((global)) void kernel(float out[], const float in[], int n)
{
    out = out + 1;
    in = in + 1;
    out[0] = in[0];
    ++out;
}
