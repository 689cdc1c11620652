#include <string>
void f(const std::string& s, std::string t) {}
