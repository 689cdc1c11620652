/* The CUDA transformations of the host TU as edits over the input
   (design D1; features.md D, F, G, H, L): CUDA attributes dropped,
   __device_builtin__ types hidden, device-only bodies replaced by the
   reference's dummies, kernels reduced to declarations, launches rewritten,
   device variables made host shadows, managed variables accessed through the
   runtime, anonymous namespaces named, crt/host_runtime.h included. */
#ifndef CF_HOST_EDITS_H
#define CF_HOST_EDITS_H
#include "backend/edits.h"
#include "driver/options.h"
#include "parser/parser.h"

/* Add the edits for the TU P parsed; module_id names anonymous namespaces. */
void host_edits_build(struct parser *P, const struct cf_options *o, const char *module_id, struct edit_list *edits);

#endif
