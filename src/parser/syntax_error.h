/* Which "expected ..." message a syntax error gets: the reference's choice
   follows from what came before the offending token; Bison's verbose
   message names the token it expected when there are few candidates. */
#ifndef CF_SYNTAX_ERROR_H
#define CF_SYNTAX_ERROR_H
#include "parser/parser.h"
#include "diag/diag.h"

enum diag_id syntax_error_diag(const struct parser *P, uint32_t tok, const char *bison_msg);

#endif
