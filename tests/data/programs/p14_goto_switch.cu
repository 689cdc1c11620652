#include <cstdio>
#include <cstdlib>
#include <cstring>

int parse(const char* s) {
    int state = 0;
    int result = 0;
    const char* p = s;
    if (!p) goto fail;
loop:
    switch (*p) {
    case '\0':
        goto done;
    case '-': {
        int sign = -1;
        result *= sign;
        break;
    }
    case '0' ... '9':
        result = result * 10 + (*p - '0');
        break;
    default: {
        static int unknown = 0;
        ++unknown;
        state = unknown;
    }
    }
    ++p;
    goto loop;
done:
    return result + state;
fail:
    return -1;
}

__device__ int devparse(int code) {
    int r = 0;
    switch (code) {
    case 0: { int t = 5; r = t; } break;
    case 1: r = 2; [[fallthrough]];
    case 2: r += 1; break;
    default: r = -1;
    }
    if (r < 0) goto out;
    r *= 2;
out:
    return r;
}

__global__ void k(int* o) { o[threadIdx.x] = devparse(threadIdx.x); }

int main(int argc, char** argv) {
    int v = parse(argc > 1 ? argv[1] : "123");
    switch (int m = v % 3; m) {
    case 0: printf("zero\n"); break;
    default: printf("%d\n", m);
    }
    k<<<1, 4>>>(nullptr);
}
