// a device function declaring and calling a helper at block scope: nothing for the host pass
__attribute__((device)) void *allocate(unsigned long size)
{
    __attribute__((device)) void *device_malloc_impl(unsigned long);
    return device_malloc_impl(size);
}
void host_caller()
{
    void host_helper(int);
    host_helper(1);
}
