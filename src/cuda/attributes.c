/* CUDA attribute lookup (see attributes.h); the table is generated. */
#include "cuda/attributes.h"

enum cuda_attr_role cuda_attr_role(const char *name, size_t len)
{
    const struct cuda_attr_entry *e = cuda_attr_gperf_lookup(name, len);
    return e ? (enum cuda_attr_role)e->role : CA_NONE;
}
