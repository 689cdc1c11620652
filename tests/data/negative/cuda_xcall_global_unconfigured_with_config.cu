struct dim3 { unsigned x, y, z; dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {} };
extern "C" unsigned __cudaPushCallConfiguration(struct dim3 g, struct dim3 b, unsigned long shm = 0, void *stream = 0);
__attribute__((global)) void kern(int v) {}
void launch() {
  kern<<<1, 1>>>(1);
  kern(2);
}
