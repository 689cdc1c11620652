// tests: address of an internal-linkage __device__ function taken (warning may be off by default)
// opts: --diag_warning=routine_address_taken
static __attribute__((device)) void sf() {}
__attribute__((device)) void *f() { return (void*)&sf; }
