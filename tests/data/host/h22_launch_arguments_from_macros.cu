// Kernel launches whose template arguments come from system-header macros (offsetof, UINT64_MAX): the preprocessor writes line markers inside their expansions, which the rewritten launch must not carry onto one line.
#include <cstddef>
#include <cstdint>
#include <cstdio>
template <unsigned long long V> __global__ void probe(unsigned long long* out) { *out = V; }
struct S { int a; double d; };
int main()
{
    unsigned long long* out;
    cudaMalloc(&out, sizeof *out);
    probe<offsetof(S, d)><<<1, 1>>>(out);
    probe<UINT64_MAX / 3><<<1, 1>>>(out);
    probe<offsetof(S,
                   a)>
        <<<1, 1>>>(out);
    unsigned long long h = 0;
    cudaMemcpy(&h, out, sizeof h, cudaMemcpyDeviceToHost);
    printf("%llu\n", h);
    return 0;
}
