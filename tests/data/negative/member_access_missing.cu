// Member accesses naming no member of the object's class: the object is a
// variable or parameter whose declared type is a complete class (through
// typedefs, references and pointers; members of bases, anonymous unions
// and enumerators count).
namespace geo {
  struct point { float x, y; };
  struct shape {
    point origin;
    enum kind_t { circle, square } kind;
    union { float radius; float side; };
    float area() const;
  };
}
typedef geo::shape shape_t;
struct labelled : geo::shape { const char *label; };
union bits { unsigned word; unsigned char bytes[4]; };

float measure(const shape_t &s, const labelled *l, bits b) {
  float r = s.radius + s.side + s.area() + s.origin.x;
  r += s.perimeter;
  r += l->label[0] + l->origin.y + l->radius + l->name;
  r += b.word + b.half;
  return r + (s.kind == s.circle ? 1 : 0);
}

int main() {
  geo::point p{1, 2};
  labelled l{};
  bits b{};
  return (int)(p.x + p.z + measure(l, &l, b));
}
