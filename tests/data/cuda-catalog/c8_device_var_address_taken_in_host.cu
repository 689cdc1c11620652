// tests: address of a __constant__ variable taken in a host function
__attribute__((constant)) int cv;
int *h() { return &cv; }
