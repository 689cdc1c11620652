// tests: ADL through ns::Box<float> finds a __host__ __device__ template ns::swap2 (device-only overload for Box<int> not chosen) from host -> valid
namespace ns {
  template <class T> struct Box { T value; };
  template <class T>
  __attribute__((host)) __attribute__((device)) void swap2(Box<T>& a, Box<T>& b) { T t = a.value; a.value = b.value; b.value = t; }
  __attribute__((device)) void swap2(Box<int>& a, Box<int>& b);
}
void sort_pair(ns::Box<float>& a, ns::Box<float>& b) {
  if (b.value < a.value) swap2(a, b);
}
