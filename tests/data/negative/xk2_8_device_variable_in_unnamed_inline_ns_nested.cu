// tests: __device__ and __constant__ variables inside an inline unnamed namespace nested in a named namespace
namespace outer {
  __attribute__((device)) int fine;
  inline namespace { __attribute__((device)) int dv[4]; __attribute__((constant)) float cv = 1.0f; }
}
