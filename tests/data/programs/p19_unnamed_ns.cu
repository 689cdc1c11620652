#include <cstdio>
#include <string>
#include <vector>

namespace {
constexpr int kThreads = 128;
int helper(int x) { return x * 2; }
struct Local { int v; };
__global__ void hiddenKernel(int* out) { out[threadIdx.x] = kThreads; }
}

namespace outer {
namespace inner {
inline int f() { return 1; }
}
inline namespace v2 {
int g() { return 2; }
}
namespace detail { template <typename T> T twice(T x) { return x + x; } }
using detail::twice;
}

namespace outer::inner::deep { int h() { return 3; } }
namespace alias = outer::inner;

using namespace std;
using std::vector;

namespace math {
__host__ __device__ inline float sq(float x) { return x * x; }
}
using math::sq;

__global__ void pub(float* o) { o[0] = sq(2.0f); }

int main() {
    Local l{helper(3)};
    vector<string> names{"a", "b"};
    string joined;
    for (auto& n : names) joined += n;
    hiddenKernel<<<1, kThreads>>>(nullptr);
    pub<<<1, 1>>>(nullptr);
    printf("%d %d %d %d %d %d %s %d\n", l.v, alias::f(), outer::g(), outer::v2::g(), outer::inner::deep::h(), outer::twice(4), joined.c_str(), ::helper(1));
}
