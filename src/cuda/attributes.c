/* CUDA attribute lookup (see attributes.h); the table is generated. */
#include "cuda/attributes.h"

enum cuda_attr_role cuda_attr_role(const char *name, size_t len)
{
    const struct cuda_attr_entry *e = cuda_attr_gperf_lookup(name, len);
    if (!e && len > 4 && name[0] == '_' && name[1] == '_' && name[len - 2] == '_' && name[len - 1] == '_')
        e = cuda_attr_gperf_lookup(name + 2, len - 4);   /* `__global__` is `global`, as GNU spells any attribute */
    return e ? (enum cuda_attr_role)e->role : CA_NONE;
}
