// a function declared at block scope with a __device__ attribute, called from the host
void host_caller()
{
    __attribute__((device)) void helper_impl(int);
    helper_impl(3);
}
