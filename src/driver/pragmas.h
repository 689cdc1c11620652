/* The pragmas cudafe++ acts on before parsing (features.md OUT-07, P): the
   nv_diag family changes the diagnostics from where it stands; it, nv_abi
   and a `#pragma unroll` outside any function body are consumed (their line
   leaves the host TU, its newline stays); the last also gets the reference's
   warning that it must precede a statement. Other pragmas pass through. */
#ifndef CF_DRIVER_PRAGMAS_H
#define CF_DRIVER_PRAGMAS_H
#include "backend/edits.h"
#include "diag/diag.h"
#include "lexer/lexer.h"

void apply_pragmas(struct lexer *lx, struct diag_engine *diag, struct edit_list *edits);

#endif
