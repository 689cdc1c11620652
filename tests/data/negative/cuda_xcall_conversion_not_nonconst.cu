// `!obj` on a non-const object: the device conversion function to bool is called
struct Handle {
    void *p;
    __attribute__((device)) operator bool() { return p != 0; }
};
int check(Handle h)
{
    if (!h)
        return 1;
    return 0;
}
