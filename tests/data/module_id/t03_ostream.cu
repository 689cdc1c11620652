#include <iostream>
struct C {}; std::ostream& operator<<(std::ostream& os, const C&) { return os; }
