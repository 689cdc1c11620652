// tests: ADL through a class template specialisation ns::Box<int> finds the __device__ function template ns::swap2, called unqualified from host -> error
namespace ns {
  template <class T> struct Box { T value; };
  template <class T>
  __attribute__((device)) void swap2(Box<T>& a, Box<T>& b) { T t = a.value; a.value = b.value; b.value = t; }
}
void reorder(ns::Box<int>* items, int n) {
  for (int i = 0; i + 1 < n; i += 2) {
    ns::Box<int>& b = items[i];
    swap2(b, items[i + 1]);
  }
}
