// OPTS: -std=c++20
#include <cstdio>
#include <cstdint>

enum Color { Red, Green = 5, Blue };
enum class Op : uint8_t { Add, Sub, Mul, Div };
enum Flags : unsigned { None = 0, A = 1 << 0, B = 1 << 1, C = 1 << 2 };

struct Shape {
    enum Kind { Circle, Square } kind;
    enum class Fill { Solid, Hollow };
    Fill fill = Fill::Solid;
};

__host__ __device__ inline Flags operator|(Flags a, Flags b) {
    return static_cast<Flags>(static_cast<unsigned>(a) | static_cast<unsigned>(b));
}

__device__ float apply(Op op, float a, float b) {
    switch (op) {
    case Op::Add: return a + b;
    case Op::Sub: return a - b;
    case Op::Mul: return a * b;
    case Op::Div: return a / b;
    }
    return 0.f;
}

__global__ void kern(const Op* ops, const float* a, const float* b, float* c, int n) {
    int i = threadIdx.x;
    if (i < n) c[i] = apply(ops[i], a[i], b[i]);
}

const char* name(Color c) {
    switch (c) {
    case Red: return "red";
    case Green: return "green";
    case Blue: return "blue";
    default: return "?";
    }
}

int main() {
    Flags f = A | C;
    Shape s{Shape::Circle};
    if (s.fill == Shape::Fill::Solid && s.kind == Shape::Kind::Circle)
        printf("%s %u %d\n", name(Blue), (unsigned)f, (int)Color::Green);
    kern<<<1, 1>>>(nullptr, nullptr, nullptr, nullptr, 0);
    using enum Op;
    Op o = Mul;
    return o == Add;
}
