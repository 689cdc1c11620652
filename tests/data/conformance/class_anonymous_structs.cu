// member-declaration: anonymous struct inside union/struct (GNU/MSVC extension accepted by
// the front end in gnu mode) [class.union.anon]; vector-type style member aliasing
union float4_like {
  struct { float x, y, z, w; };
  struct { float r, g, b, a; };
  float v[4];
};
struct quaternion {
  union {
    struct { float i, j, k; };
    float imag[3];
  };
  float real;
  quaternion() : imag{0, 0, 0}, real(1) {}
};
template <class T>
struct vec2 {
  union {
    struct { T x, y; };
    T data[2];
  };
  T dot(const vec2& o) const { return x * o.x + y * o.y; }
};
struct nested_anon {
  struct {
    int a;
    union { int b; unsigned ub; };
  };
  int c;
};
int main() {
  float4_like f{};
  f.x = 1; f.g = 2; f.v[2] = 3;
  quaternion q;
  q.j = 2;
  vec2<int> u{}, w{};
  u.x = 1; u.y = 2; w.data[0] = 3; w.data[1] = 4;
  nested_anon n{};
  n.a = 1; n.b = 2; n.c = 3;
  return int(f.r + f.y + f.z + q.imag[1] + q.real) + u.dot(w) + n.a + int(n.ub) + n.c - 26;
}
