// tests: a __device__ variable read in a host function template and in a member of a class template, both instantiated, is not reported by the host pass
__attribute__((device)) int dv;
template<class T> T get() { return T(dv); }
template<class T> struct S { int m() { return dv; } };
int use() { S<int> s; return get<int>() + s.m(); }
