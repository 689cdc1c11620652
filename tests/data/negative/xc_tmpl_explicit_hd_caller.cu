// tests: __host__ __device__ function calls `load_as<float>(int*)`; the hd overload is not viable, so the device template with a defaulted param is chosen -> host-device caller error
template <class T, class U>
__attribute__((device)) T load_as(const U* p, int offset = 0) { return static_cast<T>(p[offset]); }
template <class T>
__attribute__((host)) __attribute__((device)) T load_as(const T* p) { return *p; }
__attribute__((host)) __attribute__((device)) float first_as_float(const int* data) {
  return load_as<float>(data);
}
