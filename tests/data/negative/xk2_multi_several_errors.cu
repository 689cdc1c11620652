// options: --c++17 --gnu_version=120200 --allow_managed
// tests: several different host-pass CUDA errors in one file, after valid code: main marked __device__, kernel with ellipsis, __shared__ initialiser, const __managed__, __launch_bounds__ on a host function
struct V { int a; };
__attribute__((device)) int dv;
__attribute__((global)) void fine(V v) {}
__attribute__((global)) void var(int n, ...) {}
__attribute__((shared)) int s = 1;
__attribute__((managed)) __attribute__((device)) const int m = 2;
void __attribute__((launch_bounds(32))) h() {}
__attribute__((device)) int main() { return 0; }
