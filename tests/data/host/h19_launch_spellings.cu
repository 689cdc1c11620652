// OPTS: -std=c++17
// Launches spelled with spaces, comments and line breaks inside the chevrons, as real code
// writes them: `<< <` opens like `<<<` (on one line), `>> >` closes like `>>>` (a line break
// may come between), next to `operator<< <T>` and shifts that stay shifts.
#include <cstdio>
#include <ostream>
__global__ void kernel(int *a, int b) { a[threadIdx.x] = b; }
template <class T> __global__ void tk(T *a, T b) { a[threadIdx.x] = b << 1; }
struct P { int v; };
template <class T> std::ostream &operator<<(std::ostream &o, const T &p) { return o << p.v; }
template std::ostream &operator<< <P>(std::ostream &, const P &);
int main() {
  int *d; cudaMalloc(&d, 4 * sizeof(int));
  kernel << < 1, 1 >> > (d, 2);
  kernel <<< 1, 1 >> > (d, 3);
  kernel << < 1, 1 >>> (d, 4);
  kernel << /* grid */ < 1, 1 >>
  > (d, 5);
  tk<int> << < 1, 2, 0 >> > (d, 1 << 3);
  int h[4] = {}; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d\n", h[0], h[1], 1 << 2);
  return 0;
}
