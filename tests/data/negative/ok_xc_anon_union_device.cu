// tests: unnamed union local filled from a __device__ function inside a __device__ function; host code only uses a host helper -> valid
__attribute__((device)) unsigned raw_load(const unsigned* p) { return *p; }
__attribute__((device)) float load_float(const unsigned* p) {
  union { unsigned u; float f; } cvt;
  cvt.u = raw_load(p);
  return cvt.f;
}
float host_load_float(const unsigned* p) {
  union { unsigned u; float f; } cvt;
  cvt.u = *p;
  return cvt.f;
}
