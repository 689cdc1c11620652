// Calls whose candidates share a conversion that is not modelled exactly
// (an enumeration promoted, a number to a class through its constructor):
// the same parameter type ties, and the other arguments decide.
enum Status { ok_status, bad_status };
struct Text { Text(const char *s); };
__attribute__((device)) int report(int code, const char *what);
int report(int code, const Text &what);

struct Dims { Dims(unsigned x = 1, unsigned y = 1, unsigned z = 1); };
__attribute__((device)) int launch_like(const Dims &grid, const Dims &block, int shmem);
int launch_like(const Dims &grid, const Dims &block, unsigned long shmem);

int host_side(Status s, long n)
{
    int r = report(s, "failed");
    r += launch_like(n, 256, 0);
    r += launch_like(n < 10 ? n : 10, 128, 0u);
    return r;
}

__attribute__((device)) int device_side(Status s, long n)
{
    return report(s, Text("x")) + launch_like(n, 256, 0ul);
}
