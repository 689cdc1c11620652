// OPTS: -std=c++20
// std::span<const double> has a default extent, std::dynamic_extent = static_cast<size_t>(-1), evaluated for the mangling.
#include <span>
double avg(std::span<const double> xs) { return 0; }
