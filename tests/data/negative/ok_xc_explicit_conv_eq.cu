// tests: explicit conversion to unsigned then builtin `==` in host code; the __device__ operator==(Handle, Handle) is not used -> valid
struct Handle {
  unsigned id;
  __attribute__((host)) __attribute__((device)) explicit operator unsigned() const { return id; }
};
__attribute__((device)) bool operator==(const Handle& a, const Handle& b) { return a.id == b.id; }
bool same_resource(const Handle& a, const Handle& b) {
  return static_cast<unsigned>(a) == static_cast<unsigned>(b);
}
