// tests: ADL finds __device__ template ns::swap2, but ordinary lookup also finds a host non-template swap2(ns::Box<int>&, ns::Box<int>&) which wins -> valid
namespace ns {
  template <class T> struct Box { T value; };
  template <class T>
  __attribute__((device)) void swap2(Box<T>& a, Box<T>& b) { T t = a.value; a.value = b.value; b.value = t; }
}
void swap2(ns::Box<int>& a, ns::Box<int>& b) { int t = a.value; a.value = b.value; b.value = t; }
void reverse(ns::Box<int>* items, int n) {
  for (int i = 0, j = n - 1; i < j; ++i, --j)
    swap2(items[i], items[j]);
}
