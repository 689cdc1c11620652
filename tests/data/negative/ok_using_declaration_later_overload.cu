// a using-declaration brings only what is declared before it: the later __device__ overload is not a candidate
int scale(long v);
namespace lib {
using ::scale;
}
__attribute__((device)) int scale(int v);
int host_scale(int v)
{
    return lib::scale(v);
}
