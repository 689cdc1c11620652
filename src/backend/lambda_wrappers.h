/* The extended-lambda wrappers specialised for one capture count, for the
   preamble (features.md LAM-03, LAM-07): only the counts a TU uses are
   written, as the reference does. */
#ifndef CF_LAMBDA_WRAPPERS_H
#define CF_LAMBDA_WRAPPERS_H
#include "util/strbuf.h"

/* __nv_dl_wrapper_t<Tag, F1..Fn> and its trailing-return twin (n > 0). */
void lambda_wrappers_device(struct strbuf *sb, unsigned n);
/* __nv_hdl_wrapper_t<IsMutable, HasFuncPtrConv, ..., F1..Fn>: the four
   combinations of the two flags. */
void lambda_wrappers_host_device(struct strbuf *sb, unsigned n);

#endif
