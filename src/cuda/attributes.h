/* The CUDA attributes (tables/cuda_attributes.def): looking a spelling up,
   and collecting those written in a declaration's specifiers. */
#ifndef CF_CUDA_ATTRIBUTES_H
#define CF_CUDA_ATTRIBUTES_H
#include <stddef.h>
#include <stdint.h>

#include "generated/cuda_attr_roles.h"

struct cuda_attr_entry {
    const char *name;
    int role;
};

/* The generated gperf lookup. */
const struct cuda_attr_entry *cuda_attr_gperf_lookup(const char *str, size_t len);

/* The role of an attribute spelling, CA_NONE for the others (GNU ones). */
enum cuda_attr_role cuda_attr_role(const char *name, size_t len);

#endif
