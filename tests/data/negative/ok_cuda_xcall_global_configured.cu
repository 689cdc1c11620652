struct dim3 { unsigned x, y, z; dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {} };
extern "C" unsigned __cudaPushCallConfiguration(struct dim3 g, struct dim3 b, unsigned long shm = 0, void *stream = 0);
__attribute__((global)) void kern(int *p) { *p = 0; }
void launch(int *p) { kern<<<2, 64>>>(p); }
