// OPTS: --extended-lambda
// Members of class templates defined outside the class; a nested class's member.
#include <cstdio>
template <class F> __global__ void run(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
template <class T> struct Grid {
    T scale;
    void paint(int *d) const;
    template <class U> void mix(int *d, U u);
    struct Cell { int c; void put(int *d); };
};
template <class T> void Grid<T>::paint(int *d) const { run<<<1, 4>>>([=] __device__ (int i) { return (int)scale * i; }, d); }
template <class T> template <class U> void Grid<T>::mix(int *d, U u) { run<<<1, 4>>>([=] __device__ (int i) { return (int)(scale + u) + i; }, d); }
template <class T> void Grid<T>::Cell::put(int *d) { run<<<1, 4>>>([=] __device__ (int i) { return c + i; }, d); }
int main() {
    int *d; cudaMalloc(&d, 4 * sizeof(int));
    int h[4];
    Grid<int> g{3};
    g.paint(d); cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%d\n", h[3]);
    g.mix(d, 2.0); cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%d\n", h[3]);
    Grid<int>::Cell c{9}; c.put(d); cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%d\n", h[3]);
    return 0;
}
