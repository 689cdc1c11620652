// A lambda annotated __device__ or __host__ __device__ without
// --extended-lambda: the annotation is an error, and the lambda keeps its
// enclosing function's space, so its calls are checked as that
// function's.
__attribute__((device)) int d(int);
int hf(int);
void h(){ auto l = [] __attribute__((device)) { return d(1); }; (void)l; }
void h2(){ auto l = [] __attribute__((host)) __attribute__((device)) { return d(2); }; (void)l; }
__attribute__((device)) void dd(){ auto l = [] __attribute__((device)) { return d(3); }; (void)l; }
void h3(){ auto l = [] __attribute__((device)) { return hf(4); }; (void)l; }
int main() { return 0; }
