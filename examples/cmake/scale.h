// scale(v, n, factor): multiplies the n ints of v by factor on the GPU.
// Returns 0 when done, -1 when there is no CUDA device, 1 on a launch error.
#ifndef SCALE_H
#define SCALE_H
int scale(int *v, int n, int factor);
#endif
