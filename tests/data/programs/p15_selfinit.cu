#include <cstdio>
#include <cstdlib>
#include <cstring>

struct Node { Node* next; int val; };

extern int global_counter;
int global_counter = 3;
extern "C" int c_func(int);
extern "C" int c_func(int x) { return x + 1; }
__device__ int dev_ext = 5;

int main() {
    int* buf = (int*)malloc(sizeof(*buf) * 16);
    Node* n = (Node*)malloc(sizeof *n);
    n->next = n;
    n->val = sizeof(n);
    void* self = &self;
    int arr[4];
    int cnt = sizeof(arr) / sizeof(arr[0]);
    static int calls = 0;
    ++calls;
    double d = d = 1.0;
    extern int global_counter;
    memset(buf, 0, sizeof(int) * 16);
    printf("%d %d %p %d %f %d\n", cnt, calls, self, n->val, d, c_func(global_counter));
    free(buf);
    free(n);
}
