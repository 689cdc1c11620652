/* The fixed text the reference puts around every host translation unit:
 * the prologue (diagnostic pragmas, the managed-runtime one-liner, the
 * extended-lambda trait macros), the trailer that includes cicc's stub file,
 * and in RDC mode the host reference arrays. Byte-exact with the reference
 * because host compilers and cicc's stub depend on it. */
#ifndef CF_BOILERPLATE_H
#define CF_BOILERPLATE_H
#include <stdio.h>
#include "driver/options.h"

/* primary_name: the name the first line marker gives the main source file. */
void emit_prologue(FILE *out, const struct cf_options *o, const char *primary_name);

/* The `_NV_ANON_NAMESPACE` block and the #include of the stub file. */
void emit_trailer(FILE *out, const struct cf_options *o, const char *module_id);

/* One ELF-section array per (kind, linkage); entries are the names the stub
 * refers to, each written as its bytes plus a terminating 0x0. */
enum host_ref_array {
    HRA_KERNEL_INTERNAL, HRA_KERNEL_EXTERNAL,
    HRA_DEVICE_INTERNAL, HRA_DEVICE_EXTERNAL,
    HRA_CONSTANT_INTERNAL, HRA_CONSTANT_EXTERNAL,
    HRA_COUNT
};
struct host_ref_list {
    const char **names[HRA_COUNT];  /* sorted entries of each array */
    size_t count[HRA_COUNT];
};
void emit_host_reference_arrays(FILE *out, const struct host_ref_list *refs);

#endif
