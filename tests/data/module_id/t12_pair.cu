#include <utility>
void f(std::pair<const int, float>) {}
