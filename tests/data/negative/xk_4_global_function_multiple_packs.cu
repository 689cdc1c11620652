// tests: __global__ variadic template with two packs
template<class... A, class... B> __attribute__((global)) void k(A..., B...) {}
