// The host half of the CMake example: scales 1000 numbers on the GPU and
// checks them. Exit status 0 when the result is right (or when there is no
// CUDA device to run on: the build itself is what this example shows).
#include <cstdio>
#include "scale.h"

int main()
{
    const int n = 1000;
    static int v[n];
    for (int i = 0; i < n; i++)
        v[i] = i;
    int rc = scale(v, n, 3);
    if (rc < 0) {
        std::printf("cmake example: built and linked; no CUDA device to run on\n");
        return 0;
    }
    int bad = 0;
    for (int i = 0; i < n; i++)
        bad += v[i] != 3 * i;
    if (rc != 0 || bad != 0) {
        std::printf("cmake example: FAILED (%d wrong values)\n", bad);
        return 1;
    }
    std::printf("cmake example: ok, %d values scaled on the GPU\n", n);
    return 0;
}
