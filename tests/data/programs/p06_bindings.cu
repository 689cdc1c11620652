#include <cstdio>
#include <map>
#include <string>
#include <tuple>
#include <utility>
#include <array>
#include <vector>

struct Stats { int count; double mean; };

Stats compute(const std::vector<double>& v) {
    double s = 0;
    for (double x : v) s += x;
    return {static_cast<int>(v.size()), v.empty() ? 0.0 : s / v.size()};
}

std::tuple<int, float, std::string> triple() { return {1, 2.0f, "three"}; }

__global__ void k(int* out) {
    int arr[2] = {(int)threadIdx.x, (int)blockIdx.x};
    auto [a, b] = arr;
    out[a] = b;
}

int main() {
    std::map<std::string, int> counts{{"a", 1}, {"b", 2}};
    for (const auto& [key, value] : counts) printf("%s=%d\n", key.c_str(), value);
    auto [c, m] = compute({1.0, 2.0, 3.0});
    auto [i, f, s] = triple();
    std::array<int, 3> arr{4, 5, 6};
    auto& [x, y, z] = arr;
    x = 10;
    if (auto [it, inserted] = counts.insert({"c", 3}); inserted) printf("%s\n", it->first.c_str());
    std::pair<int, int> pr{1, 2};
    auto&& [p1, p2] = pr;
    printf("%d %f %d %f %s %d %d %d %d\n", c, m, i, f, s.c_str(), y, z, p1, p2);
    k<<<1, 1>>>(nullptr);
}
