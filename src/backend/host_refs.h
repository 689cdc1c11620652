/* The entries of the RDC host reference arrays (features.md RDC-01, RDC-02):
   the kernels and the device, constant and managed variables that host code
   names (launched, address taken, passed to cudaMemcpyToSymbol, accessed),
   written as nvlink reads them: external ones by their mangled prefix
   (`_Z4kern*`, `_ZN2ns2nv*`) or plain name, internal ones (static, or in an
   anonymous namespace) behind `__nv_static_<n>_<module id>_*`. Sorted, each
   once. */
#ifndef CF_HOST_REFS_H
#define CF_HOST_REFS_H
#include "backend/boilerplate.h"
#include "parser/parser.h"

void host_refs_collect(const struct parser *P, const char *module_id, struct host_ref_list *refs);
void host_refs_free(struct host_ref_list *refs);

#endif
