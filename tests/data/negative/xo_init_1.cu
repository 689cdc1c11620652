// Local scalar and pointer variables initialised from values that cannot convert.
struct Packet { int len; char *payload; };
enum Level { Low, Mid, High };

int checksum(Packet *p, double ratio, int code)
{
    int size = p;
    long addr = p->payload;
    char *cursor = ratio;
    float *weights = 1.5f;
    Level lvl = code;
    Level next = 2;
    int *raw = p->payload;
    double *scale = &ratio;
    bool ok = scale != 0;
    return size + (int)addr + (ok ? 1 : 0) + (cursor != 0) + (weights != 0);
}

__attribute__((device)) int gather(const int *src, int i)
{
    int *dst = src;
    unsigned *bits = &i;
    return dst[i] + (int)bits[0];
}
