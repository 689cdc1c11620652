// tests: a __global__ operator function at namespace scope inside a namespace, after valid kernels
namespace n {
struct A { int v; };
__attribute__((global)) void fine(A a) {}
__attribute__((global)) void operator+(A a, A b) {}
}
