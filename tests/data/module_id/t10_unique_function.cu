#include <memory>
#include <functional>
void f(std::unique_ptr<int> p, std::function<int(float)> g) {}
