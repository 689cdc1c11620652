// OPTS:
// A library object declared without an initializer (`std::vector<int> v;`): its class template's default constructor is user-provided, so the variable names the module id; `std::array<int, 3>` is an aggregate and does not.
#include <array>
#include <vector>
std::array<int, 3> arr;
std::vector<int> vec;
__global__ void k() {}
