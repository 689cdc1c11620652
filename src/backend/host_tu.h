/* Writing the outputs: the host translation unit and the module id file. */
#ifndef CF_HOST_TU_H
#define CF_HOST_TU_H
#include <stddef.h>
#include "backend/boilerplate.h"
#include "backend/edits.h"
#include "driver/options.h"

struct host_tu {
    const struct cf_options *opts;
    const char *input;              /* preprocessed TU bytes */
    size_t input_size;
    struct edit_list *edits;        /* CUDA transformations over the input */
    const char *primary_name;       /* main source file as the line markers name it */
    const char *module_id;
    const struct host_ref_list *refs;   /* RDC host reference arrays (NULL: empty) */
};

/* Write the host TU to path through a temporary; 0 on success, -1 with errno. */
int host_tu_write(const char *path, const struct host_tu *tu);
/* The module id file: the id with no trailing newline. */
int module_id_write(const char *path, const char *id);
/* --gen_c_file_name default: the input with its extension replaced by .int.c. */
char *host_tu_default_name(const char *input);

#endif
