/* The CUDA attributes (tables/cuda_attributes.def): looking a spelling up,
   and collecting those written in a declaration's specifiers. */
#ifndef CF_CUDA_ATTRIBUTES_H
#define CF_CUDA_ATTRIBUTES_H
#include <stddef.h>
#include <stdint.h>

enum cuda_attr_role {
    CA_NONE,
    CA_EXEC_HOST, CA_EXEC_GLOBAL,
    CA_DEVICE,          /* execution space of a function, memory space of a variable */
    CA_MEM_SHARED, CA_MEM_CONSTANT, CA_MEM_MANAGED,
    CA_GRID_CONSTANT, CA_DEVICE_BUILTIN, CA_BUILTIN_TEXTURE, CA_CUDART_BUILTIN, CA_NV_PURE, CA_TILE,
    CA_LAUNCH_BOUNDS, CA_CLUSTER_DIMS, CA_BLOCK_SIZE, CA_MAXNREG, CA_INLINE_HINT,
    CA_COUNT
};

struct cuda_attr_entry {
    const char *name;
    int role;
};

/* The generated gperf lookup. */
const struct cuda_attr_entry *cuda_attr_gperf_lookup(const char *str, size_t len);

/* The role of an attribute spelling, CA_NONE for the others (GNU ones). */
enum cuda_attr_role cuda_attr_role(const char *name, size_t len);

#endif
