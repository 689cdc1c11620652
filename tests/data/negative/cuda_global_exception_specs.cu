// noexcept, throw() and noexcept(false) on kernels: each an error, before the return-type and ellipsis errors
__attribute__((global)) int k() noexcept;
__attribute__((global)) void k2(int, ...) throw();
__attribute__((global)) void k3() noexcept(false);
