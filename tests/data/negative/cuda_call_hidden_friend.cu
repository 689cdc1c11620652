// Friends defined in a class body are found by argument-dependent lookup
// only; a __device__ one called from host code is reported as any other.
namespace geom {
struct Vec {
    float x, y;
    friend __attribute__((device)) Vec operator+(const Vec &a, const Vec &b)
    {
        return Vec{a.x + b.x, a.y + b.y};
    }
    friend __attribute__((device)) float dot(const Vec &a, const Vec &b) { return a.x * b.x + a.y * b.y; }
    friend __attribute__((host)) __attribute__((device)) float len2(const Vec &a) { return a.x * a.x + a.y * a.y; }
};
}
float host_sum(geom::Vec a, geom::Vec b)
{
    geom::Vec c = a + b;
    return dot(a, c) + len2(b);
}
