// tests: address of an internal-linkage __device__ function taken in host code
// opts: --diag_warning=routine_address_taken
static __attribute__((device)) void sf() {}
void *h() { return (void*)&sf; }
