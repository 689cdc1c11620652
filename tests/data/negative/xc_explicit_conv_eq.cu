// tests: class with explicit conversion operator compared with `==`; the __device__ operator==(Handle, Handle) is selected in host code -> error
struct Handle {
  unsigned id;
  __attribute__((host)) __attribute__((device)) explicit operator unsigned() const { return id; }
};
__attribute__((device)) bool operator==(const Handle& a, const Handle& b) { return a.id == b.id; }
bool same_resource(const Handle& a, const Handle& b) {
  return a == b;
}
