// an argument converted by a __device__ conversion function, passed to a __device__ function: the conversion is reported first
struct D { __attribute__((device)) operator float() const; };
__attribute__((device)) void take(float);
void g(D d) { take(d); }
