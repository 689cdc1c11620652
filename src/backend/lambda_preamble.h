/* The extended-lambda preamble (tables/lambda_preamble.txt through
   gen/lambda_preamble.awk): text parts, some only for C++17 and later, and
   the places where the wrapper specialisations for the TU's capture counts
   go. */
#ifndef CF_LAMBDA_PREAMBLE_H
#define CF_LAMBDA_PREAMBLE_H
#include <stddef.h>

enum preamble_part_kind {
    PP_ALWAYS,
    PP_CXX17,                   /* noexcept variants: C++17 and later */
    PP_DEVICE_WRAPPERS,         /* __nv_dl_wrapper_t<Tag, F1..Fn> for each capture count used */
    PP_HOST_DEVICE_WRAPPERS,    /* __nv_hdl_wrapper_t<..., F1..Fn> likewise */
};

struct preamble_part {
    enum preamble_part_kind kind;
    const char *text;
};

extern const struct preamble_part lambda_preamble_parts[];
extern const size_t lambda_preamble_nparts;

#endif
