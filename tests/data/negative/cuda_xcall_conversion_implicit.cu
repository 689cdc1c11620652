// implicit conversions of a class object to float call its __device__ conversion function: initializer, argument, assignment, return, arithmetic
struct D { __attribute__((device)) operator float() const; };
void take(float);
void f(D d) { float a = d; }
void g(D d) { take(d); }
void h(D d) { float x; x = d; }
float k(D d) { return d; }
float m(D d) { return d + 1.0f; }
