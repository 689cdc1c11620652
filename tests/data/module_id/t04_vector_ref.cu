#include <vector>
struct Event { int a; }; int process(std::vector<Event>& evs) { return 0; }
