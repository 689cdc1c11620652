// Overloaded functions of a named namespace called with qualified names.
namespace geom {
    struct Box { float lo[3]; float hi[3]; };
    float volume(const Box *b);
    float volume(const float *lo, const float *hi);
    int clip(int v, int lo, int hi);
    int clip(Box *b, const Box *bounds);
}

namespace io {
    void emit(long value);
    void emit(const char *text, int len);
}

float geom::volume(const Box *b) { return (b->hi[0] - b->lo[0]); }

float measure(geom::Box box, double *coords, int n)
{
    float v = geom::volume(box);
    v += geom::volume(coords, coords + 3);
    int c = geom::clip(coords, 0, n);
    c += geom::clip(&box, box);
    io::emit(box);
    io::emit("size", n, 0);
    io::emit(coords);
    return v + c;
}
