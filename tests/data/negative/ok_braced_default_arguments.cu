typedef unsigned long size_t;
struct dim3 { unsigned x, y, z; dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {} };
typedef struct CUstream_st *cudaStream_t;
extern "C" __attribute__((host)) __attribute__((device)) unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, struct CUstream_st *stream = 0);
// Default arguments written with braces (`= {}`, `= V{1, 2}`, a lambda
// called) in member functions, class templates, local classes and
// namespace-scope functions: every later parameter stays a parameter.
// Attributes spelled with underscores (`__global__`) are the same ones.
struct Opts { int a = 1; };
struct V { int x, y; };
struct S {
    int run(Opts o = {}, int n = 2) { return o.a + n; }
    int vec(V v = V{1, 2}, int k = 3) { return v.x + k; }
    int lam(int a = [] { return 1; }(), int b = 2) { return a + b; }
    void decl(Opts o = {}, int n = 4);
};
void S::decl(Opts o, int n) {}
template <class T> struct TS { int run(Opts o = {}, int n = 2) { return n; } };
int free_fn(Opts o = {1}, int n = 2);
int free_fn(Opts o, int n) { return o.a + n; }
__attribute__((__global__)) void k(int *p) {}
__attribute__((__host__, __device__)) int hd(int x) { return x; }
__attribute__((__device__)) int dv(int x) { return hd(x); }
int use()
{
    S s;
    struct L { int m(V v = {3, 4}, int z = 1) { return v.y + z; } } l;
    TS<int> ts;
    s.decl();
    s.decl(Opts{}, 1);
    k<<<1, 1>>>(nullptr);
    return s.run(Opts{}, 3) + s.run() + s.vec() + s.vec(V{}, 1) + s.lam(1, 2) + s.lam() +
           ts.run(Opts{}, 3) + free_fn() + free_fn(Opts{}, 5) + l.m() + l.m(V{}, 2) + hd(1);
}
