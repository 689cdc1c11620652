#include <vector>
void f(std::vector<double> v) {}
