// Kernels with every kind of parameter: builtins, pointers to const, restrict, structs by value, enums, function pointers, arrays in structs, references are not allowed so none.
#include <cstdio>
#include <cstdint>
struct Pod { int a; float b[4]; double c; };
enum class Mode : unsigned char { A, B };
typedef float (*unary_fn)(float);
__device__ float twice(float x) { return 2 * x; }
__global__ void kparams(char c, signed char sc, unsigned char uc, short s, unsigned short us, int i, unsigned u,
                        long l, unsigned long ul, long long ll, unsigned long long ull, float f, double d, bool b,
                        const int *__restrict__ ci, int *__restrict__ out, Pod pod, Mode m, std::uint64_t u64,
                        size_t sz, unary_fn fn, void *opaque)
{
    out[0] = c + sc + uc + s + us + i + (int)u + (int)l + (int)ul + (int)ll + (int)ull + (int)f + (int)d + b + ci[0] +
             pod.a + (int)m + (int)u64 + (int)sz + (opaque != nullptr);
}
__global__ void kdim(dim3 g, uint3 u, float4 v, int2 p) { }
int main()
{
    int *out = nullptr, *in = nullptr;
    Pod pod{};
    kparams<<<1, 1>>>('a', -1, 2, 3, 4, 5, 6u, 7l, 8ul, 9ll, 10ull, 1.5f, 2.5, true, in, out, pod, Mode::B, 11, 12, nullptr, nullptr);
    kdim<<<dim3(1, 1, 1), dim3(32)>>>(dim3(2), make_uint3(1, 2, 3), make_float4(0, 0, 0, 0), make_int2(1, 2));
    std::printf("%d\n", (int)cudaGetLastError());
    return 0;
}
