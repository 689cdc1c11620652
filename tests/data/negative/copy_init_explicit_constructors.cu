// `T t = x;` copy-initializes: its candidates are the converting
// constructors, so an explicit one, __device__ here, is never called.
// `T t(x);` direct-initializes and may call it.
struct D { D(int); };
struct S { __attribute__((device)) explicit S(const D&); S(); };
struct T { __attribute__((device)) explicit T(int); T(long); };
void h() {
  S s = 1;
  S s2(1);
  T t = 1;
  T t2(1);
}
