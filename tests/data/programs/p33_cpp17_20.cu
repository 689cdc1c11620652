// OPTS: -std=c++20
#include <compare>
#include <vector>
#include <string>
#include <cstdio>
#include <tuple>
#include <array>
#include <functional>

template <auto N> struct Const { static constexpr auto value = N; };

struct Version {
    int major, minor, patch;
    auto operator<=>(const Version&) const = default;
    bool operator==(const Version&) const = default;
};

template <typename T>
struct Pair {
    T a, b;
    Pair(T x, T y) : a(x), b(y) {}
};
template <typename T> Pair(T, T) -> Pair<T>;

inline constexpr int kDefault = 3;

consteval int sq(int x) { return x * x; }
constinit int g_init = 10;

struct Point3 { double x, y, z; };

namespace std {
}

class Task {
    int id_ = 0;
    std::vector<std::function<void()>> callbacks_;
public:
    void onDone(std::function<void()> f) { callbacks_.push_back(std::move(f)); }
    void schedule() {
        onDone([this] { ++id_; });
        onDone([*this]() mutable { id_ += 100; });
        onDone([self = this] { self->id_ += 2; });
    }
    void run() { for (auto& c : callbacks_) c(); }
    int id() const { return id_; }
};

template <typename... Fs>
auto compose(Fs... fs) {
    return [=](auto x) { ((x = fs(x)), ...); return x; };
}

__global__ void k(int* o) {
    constexpr auto f = [](int v) constexpr { return v * 2; };
    static_assert(f(2) == 4);
    o[0] = Const<5>::value;
}

int main() {
    Version v1{1, 2, 3}, v2{1, 3, 0};
    Pair p(1.5, 2.5);
    Task t;
    t.schedule();
    t.run();
    auto inc = [](int x) { return x + 1; };
    auto dbl = [](int x) { return x * 2; };
    auto c = compose(inc, dbl, inc);
    Point3 pt{.x = 1, .y = 2, .z = 3};
    auto [x, y, z] = pt;
    std::array arr{1, 2, 3};
    k<<<1, 1>>>(nullptr);
    char8_t u = u8'a';
    printf("%d %d %f %d %d %d %f %zu %d %d\n", v1 < v2, v1 == v2, p.a, t.id(), c(3), sq(4), x + y + z, arr.size(), g_init, (int)u);
}
