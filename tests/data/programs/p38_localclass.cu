#include <cstdio>
#include <vector>
#include <algorithm>
#include <string>
#include <memory>

struct Event { int time; std::string name; };

int process(std::vector<Event>& evs) {
    struct ByTime {
        bool operator()(const Event& a, const Event& b) const { return a.time < b.time; }
    };
    std::sort(evs.begin(), evs.end(), ByTime());
    using Iter = std::vector<Event>::iterator;
    Iter it = evs.begin();
    typedef int count_t;
    count_t n = 0;
    struct { int hits = 0; void hit() { ++hits; } } stats;
    for (; it != evs.end(); ++it) { ++n; stats.hit(); }
    enum LocalState { Start, Stop } st = Start;
    class Visitor {
    public:
        virtual ~Visitor() = default;
        virtual int visit(const Event& e) { return e.time; }
    };
    std::unique_ptr<Visitor> v(new Visitor);
    int total = 0;
    for (const Event& e : evs) total += v->visit(e);
    if (st == Start) st = Stop;
    return n + stats.hits + total + st;
}

__global__ void k(int* o) {
    struct Acc { int v = 0; __device__ void add(int x) { v += x; } } acc;
    for (int i = 0; i < 4; ++i) acc.add(i);
    o[threadIdx.x] = acc.v;
}

int counter() {
    static int c = 0;
    static const std::string prefix = "c";
    return ++c + static_cast<int>(prefix.size());
}

int main() {
    std::vector<Event> evs{{3, "c"}, {1, "a"}, {2, "b"}};
    int r = process(evs);
    counter();
    k<<<1, 1>>>(nullptr);
    printf("%d %d %s\n", r, counter(), evs.front().name.c_str());
}
