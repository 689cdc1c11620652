// host-device conversion functions called from host code, in every implicit form: nothing to report
struct Half {
    unsigned short bits;
    __attribute__((host)) __attribute__((device)) operator float() const;
};
void consume(float);
float use_half(Half h, float *out)
{
    float a = h;
    consume(h);
    out[0] = h;
    float s = h + 1.0f;
    return h * s + a;
}
