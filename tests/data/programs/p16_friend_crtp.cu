#include <cstdio>
#include <iostream>
#include <ostream>

template <typename Derived>
struct Shape {
    double area() const { return static_cast<const Derived*>(this)->areaImpl(); }
    __host__ __device__ int sides() const { return static_cast<const Derived&>(*this).sidesImpl(); }
};

struct Square : Shape<Square> {
    double s;
    __host__ __device__ explicit Square(double x) : s(x) {}
    double areaImpl() const { return s * s; }
    __host__ __device__ int sidesImpl() const { return 4; }
};

template <typename T>
class Counter {
    static inline int count = 0;
    friend T;
public:
    Counter() { ++count; }
    static int get() { return count; }
};

class Widget : Counter<Widget> {
    int secret_ = 42;
    friend std::ostream& operator<<(std::ostream& os, const Widget& w) { return os << "Widget(" << w.secret_ << ")"; }
    friend class Inspector;
    friend int peek(const Widget&);
    template <typename U> friend struct Peeker;
public:
    using Counter<Widget>::get;
};

int peek(const Widget& w) { return w.secret_; }
class Inspector { public: static int look(const Widget& w) { return w.secret_ + 1; } };
template <typename U> struct Peeker { static int p(const Widget& w) { return w.secret_ + 2; } };

template <typename T>
class Matrix {
    T data_[4];
public:
    Matrix(T a, T b, T c, T d) : data_{a, b, c, d} {}
    friend Matrix operator*(const Matrix& x, const Matrix& y) {
        return Matrix(x.data_[0] * y.data_[0] + x.data_[1] * y.data_[2], x.data_[0] * y.data_[1] + x.data_[1] * y.data_[3],
                      x.data_[2] * y.data_[0] + x.data_[3] * y.data_[2], x.data_[2] * y.data_[1] + x.data_[3] * y.data_[3]);
    }
    friend bool operator==(const Matrix& a, const Matrix& b) {
        for (int i = 0; i < 4; ++i) if (a.data_[i] != b.data_[i]) return false;
        return true;
    }
    T trace() const { return data_[0] + data_[3]; }
};

__global__ void k(int* o) { Square s(1.0); o[0] = s.sides(); }

int main() {
    Square sq(3.0);
    Widget w, w2;
    std::cout << w << " " << sq.area() << " " << peek(w) << " " << Inspector::look(w) << " " << Peeker<int>::p(w) << " " << Widget::get() << "\n";
    Matrix<int> m(1, 2, 3, 4);
    auto m2 = m * m;
    printf("%d %d\n", m2.trace(), m2 == m);
    k<<<1, 1>>>(nullptr);
}
