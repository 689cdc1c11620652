#include <chrono>
#include <string>
using namespace std::chrono_literals;
using namespace std::string_literals;
auto d = 10s;
auto s = "abc"s;
auto f = 1.5ms;
int main() { return 0; }
