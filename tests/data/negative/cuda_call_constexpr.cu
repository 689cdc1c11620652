// constexpr __device__ functions: callable from host code only with
// --expt-relaxed-constexpr (see ok_cuda_call_relaxed_constexpr).
__attribute__((device)) constexpr int cd(int x) { return x + 1; }
__attribute__((host, device)) int hd() { return cd(1); }
int h() { return cd(2); }
