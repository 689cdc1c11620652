#include <cstdio>
#include <string>
#include <memory>
#include <vector>

class Base {
public:
    Base(int id) : id_(id) {}
    virtual ~Base() = default;
    virtual std::string describe() const { return "Base#" + std::to_string(id_); }
    int id() const { return id_; }
    static int instances;
protected:
    int id_;
    void bump() { ++id_; }
};
int Base::instances = 0;

class Derived : public Base {
public:
    using Base::Base;
    Derived(int id, double w) : Base(id), weight_(w) { ++instances; }
    std::string describe() const override { return "Derived#" + std::to_string(id_) + " w=" + std::to_string(weight_); }
    void touch() { bump(); this->bump(); Base::bump(); }
private:
    double weight_ = 1.0;
};

template <typename T>
struct Container : std::vector<T> {
    using std::vector<T>::vector;
    T sum() const {
        T s{};
        for (const auto& x : *this) s += x;
        return s + this->size() * 0;
    }
    void twice() { this->reserve(this->size() * 2); }
};

template <typename T>
struct DerivedT : Base {
    DerivedT() : Base(0) {}
    T val;
    int get() { return id_ + instances; }
};

__device__ int dev_counter;

struct DevBase { __device__ int f() const { return 1; } int x = 3; };
struct DevDerived : DevBase { __device__ int g() const { return f() + x; } };

__global__ void kk(int* o) { DevDerived d; o[0] = d.g() + d.DevBase::f(); }

int main() {
    std::vector<std::unique_ptr<Base>> objs;
    objs.push_back(std::make_unique<Base>(1));
    objs.push_back(std::make_unique<Derived>(2, 3.5));
    for (auto& o : objs) printf("%s\n", o->describe().c_str());
    Derived d(5);
    d.touch();
    Container<int> c{1, 2, 3};
    DerivedT<float> dt;
    printf("%d %d %d %d\n", d.id(), c.sum(), Base::instances, dt.get());
    kk<<<1, 1>>>(nullptr);
}
