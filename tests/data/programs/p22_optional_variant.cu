// OPTS: -std=c++17
#include <optional>
#include <variant>
#include <string>
#include <string_view>
#include <vector>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <type_traits>

using Value = std::variant<int, double, std::string>;

template <class... Ts> struct overloaded : Ts... { using Ts::operator()...; };
template <class... Ts> overloaded(Ts...) -> overloaded<Ts...>;

std::optional<int> parseInt(std::string_view sv) {
    int v = 0;
    for (char c : sv) {
        if (c < '0' || c > '9') return std::nullopt;
        v = v * 10 + (c - '0');
    }
    return v;
}

struct CudaError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) throw CudaError(cudaGetErrorString(e_)); } while (0)

__global__ void noop() {}

int main() {
    std::vector<Value> vals{1, 2.5, std::string("hi")};
    for (const auto& v : vals)
        std::visit(overloaded{[](int i) { std::cout << "int " << i << "\n"; },
                              [](double d) { std::cout << "dbl " << d << "\n"; },
                              [](const std::string& s) { std::cout << "str " << s << "\n"; }}, v);
    if (auto r = parseInt("123")) std::cout << *r << "\n";
    std::cout << parseInt("x1").value_or(-1) << "\n";
    try {
        noop<<<1, 1>>>();
        CHECK(cudaGetLastError());
        throw CudaError("boom");
    } catch (const CudaError& e) {
        std::cerr << e.what() << "\n";
    } catch (...) {
    }
    std::ostringstream os;
    os << std::get<double>(vals[1]);
    std::cout << os.str() << std::holds_alternative<int>(vals[0]) << "\n";
}
