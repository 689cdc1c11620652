// Hidden friends called from the spaces they allow: host and
// host-device friends from host code, device friends from device code.
namespace geom {
struct Vec {
    float x, y;
    friend __attribute__((device)) float dot(const Vec &a, const Vec &b) { return a.x * b.x + a.y * b.y; }
    friend __attribute__((host)) __attribute__((device)) float len2(const Vec &a) { return a.x * a.x + a.y * a.y; }
    friend float norm1(const Vec &a) { return a.x + a.y; }
};
}
float host_side(geom::Vec a) { return len2(a) + norm1(a); }
__attribute__((device)) float device_side(geom::Vec a, geom::Vec b) { return dot(a, b) + len2(b); }
