#include <cstdio>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <typeinfo>
#include <utility>
#include <new>

struct alignas(16) Packet {
    uint32_t type : 4;
    uint32_t flags : 12;
    uint32_t len : 16;
    union {
        float f;
        uint32_t u;
    };
    unsigned char payload[8];
};
static_assert(sizeof(Packet) == 16, "size");

struct Meters { double v; };
constexpr Meters operator""_m(long double x) { return Meters{static_cast<double>(x)}; }
constexpr Meters operator""_m(unsigned long long x) { return Meters{static_cast<double>(x)}; }

struct Account {
    double balance;
    double rate;
    double interest() const { return balance * rate; }
};

template <typename T>
T sumAll(std::initializer_list<T> il) { T s{}; for (auto x : il) s += x; return s; }

[[nodiscard]] int compute(int x) noexcept { return x * 3; }

struct Base { virtual ~Base() {} };
struct D1 : Base {};

__device__ __forceinline__ int lane() { return threadIdx.x & 31; }
__device__ int slow(int x) { return x + lane(); }
__global__ void k(int* o) { o[threadIdx.x] = slow(1); }

int main() {
    Packet p{};
    p.type = 3; p.len = 100; p.f = 1.5f;
    auto d = 3.5_m;
    auto e = 10_m;
    double Account::*field = &Account::rate;
    double (Account::*fn)() const = &Account::interest;
    Account a{100.0, 0.05};
    a.*field = 0.1;
    Account* pa = &a;
    [[maybe_unused]] int unused = 0;
    Base* b = new D1;
    const char* tn = typeid(*b).name();
    D1* dd = dynamic_cast<D1*>(b);
    alignas(64) char storage[sizeof(Account)];
    Account* pl = new (storage) Account{1, 2};
    pl->~Account();
    delete b;
    int r = compute(2);
    k<<<1, 32>>>(nullptr);
    printf("%u %f %f %f %f %d %s %d %d\n", p.len, d.v, e.v, (a.*fn)(), (pa->*fn)(), sumAll({1, 2, 3}), tn, dd != nullptr, r);
}
