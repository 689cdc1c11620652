#include <string_view>
void f(std::string_view sv) {}
