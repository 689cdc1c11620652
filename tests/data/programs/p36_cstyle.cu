#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <math.h>

typedef struct {
    int w, h;
    float* data;
} Image;

typedef struct node_s {
    struct node_s* next;
    int key;
} node_t;

typedef enum { MODE_A, MODE_B } mode_t_;

static int file_size(const char* path) {
    struct stat st;
    if (stat(path, &st) != 0) return -1;
    return (int)st.st_size;
}

__global__ void blur(Image in, Image out) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x <= 0 || y <= 0 || x >= in.w - 1 || y >= in.h - 1) return;
    float s = 0;
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) s += in.data[(y + dy) * in.w + x + dx];
    out.data[y * in.w + x] = s / 9.0f;
}

static node_t* push(node_t* head, int key) {
    node_t* n = (node_t*)malloc(sizeof(node_t));
    n->next = head;
    n->key = key;
    return n;
}

int main(int argc, char* argv[]) {
    Image img = {32, 32, NULL};
    Image out = img;
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    node_t* list = NULL;
    int i;
    for (i = 0; i < 5; i++) list = push(list, i);
    mode_t_ m = MODE_B;
    char buf[64];
    snprintf(buf, sizeof buf, "%d", list->key);
    int size = file_size(argc > 1 ? argv[1] : "/etc/hostname");
    dim3 bs(8, 8);
    blur<<<dim3(4, 4), bs>>>(img, out);
    while (list) { node_t* nx = list->next; free(list); list = nx; }
    printf("%s %d %d %f %ld\n", buf, size, m, sqrt(2.0), (long)ts.tv_sec);
    return EXIT_SUCCESS;
}
