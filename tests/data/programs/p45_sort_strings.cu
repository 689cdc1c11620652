#include <algorithm>
#include <cctype>
#include <cstdio>
#include <iterator>
#include <map>
#include <numeric>
#include <string>
#include <unordered_set>
#include <vector>
#include <functional>
#include <queue>
#include <deque>
#include <stack>
#include <bitset>

struct Job {
    std::string name;
    int priority;
    bool operator<(const Job& o) const { return priority < o.priority; }
};

std::string upper(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::toupper(c); });
    return s;
}

__global__ void k(int* x) { x[0] = 0; }

int main() {
    std::vector<std::string> words{"delta", "alpha", "charlie", "bravo"};
    std::sort(words.begin(), words.end());
    std::vector<std::string> up;
    std::transform(words.begin(), words.end(), std::back_inserter(up), upper);
    auto joined = std::accumulate(std::next(up.begin()), up.end(), up[0], [](std::string a, const std::string& b) { return std::move(a) + "," + b; });
    std::priority_queue<Job> pq;
    pq.push({"low", 1});
    pq.push({"high", 9});
    std::deque<int> dq{1, 2, 3};
    dq.push_front(0);
    std::stack<int> st;
    st.push(dq.back());
    std::bitset<8> bits(0b1010);
    std::unordered_set<std::string> seen(words.begin(), words.end());
    std::map<int, std::vector<std::string>, std::greater<int>> byLen;
    for (auto& w : words) byLen[static_cast<int>(w.size())].push_back(w);
    auto pos = std::lower_bound(words.begin(), words.end(), "bravo");
    std::partial_sum(dq.begin(), dq.end(), dq.begin());
    k<<<1, 1>>>(nullptr);
    printf("%s %s %d %zu %zu %d %ld %d\n", joined.c_str(), pq.top().name.c_str(), st.top(), bits.count(), seen.size(), byLen.begin()->first, (long)(pos - words.begin()), dq.back());
}
