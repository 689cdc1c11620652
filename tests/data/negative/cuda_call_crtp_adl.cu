// Argument-dependent lookup through a base that names the class itself
// (`struct D : B<D>`): each associated class is searched once. The
// operator on D then resolves to the device friend.
namespace geo {
template <class Derived> struct Base { int tag; };
struct Point : Base<Point> {
    int x;
    friend __attribute__((device)) bool operator==(const Point& a, const Point& b) { return a.x == b.x; }
};
__attribute__((device)) int norm(const Point& p);
}
bool same(const geo::Point& a, const geo::Point& b) { return a == b; }
int host_norm(const geo::Point& p) { return norm(p); }
