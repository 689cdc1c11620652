// casts of class objects to scalars call their one conversion function; the second message names it mangled
struct H { __attribute__((host)) __attribute__((device)) operator float() const; };
struct D { __attribute__((device)) operator float() const; };
float f(H h, D d) { float a = (float)h; float b = static_cast<float>(d); return a + b; }
int g(D d) { return (int)d; }
