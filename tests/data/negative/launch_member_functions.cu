typedef unsigned long size_t;
struct dim3 { unsigned x, y, z; dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {} };
typedef struct CUstream_st *cudaStream_t;
extern "C" __attribute__((host)) __attribute__((device)) unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, struct CUstream_st *stream = 0);
// A member function named through an object and configured: "a pointer to
// a bound function may only be used to call the function", at the member.
struct S { void m(int); static void st(int); };
struct K { __attribute__((host)) __attribute__((device)) void hd(); };
void go(S *p, K k)
{
    S s;
    s.m<<<1, 1>>>(1);
    p->m<<<1, 1>>>(2);
    k.hd<<<1, 1>>>();
}
