// A class with a conversion function to a scalar and member operators:
// the built-in candidates need the conversion, so an operator taking
// every operand as it stands is called (the reference reports each device
// one), and a call operator beside `operator int()` has no surrogate.
struct O {
    __attribute__((device)) int operator+(const O &) const;
    __attribute__((device)) int operator()() const;
    __attribute__((device)) int operator[](int) const;
    __attribute__((device)) operator int() const;
};
int n1(O &a, O &b) { return a + b; }
int n2(O &a) { return a() + a[1]; }
struct P {
    __attribute__((device)) int operator-(int) const;
    operator long() const;
};
int n3(P p) { return p - 1; }
// silent: a host operator beside the conversion
struct Q { int operator*(long) const; operator long() const; };
long ok1(Q q) { return q * 2L; }
int main() { return 0; }
