// A class with a __device__ destructor: every local object of it in host
// code calls it, however it is initialised.
struct D {
    __attribute__((device)) ~D() {}
    int v;
};
struct E {
    E(int) {}
    __attribute__((device)) ~E() {}
};
void h1() { D d; }
void h2() { E e(1); E f = 2; }
