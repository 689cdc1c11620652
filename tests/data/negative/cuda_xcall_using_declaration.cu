// a namespace's using-declaration brings a global __device__ function: called through it from the host
__attribute__((device)) int clampi(int v, int lo, int hi);
namespace lib {
using ::clampi;
double clampi(double v, double lo, double hi);
}
int host_clamp(int v)
{
    return lib::clampi(v, 0, 10);
}
