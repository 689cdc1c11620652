/* The hook every full-expression goes through when the grammar has built
   it (statements, initializers, conditions, return values): sema types it
   (sema/expr_type.h), in the context of the function body it stands in,
   and the CUDA layer checks the calls it resolved (cuda/calls.h). */
#ifndef CF_FULL_EXPR_H
#define CF_FULL_EXPR_H
#include "parser/parser.h"
#include "sema/expr.h"

/* How the full-expression's value is used: discarded (an expression
   statement), used (a condition), returned, or initialising the variable
   the declarator d declares. */
enum full_expr_use { FE_DISCARDED, FE_VALUE, FE_RETURN, FE_INIT };

void pa_full_expression(struct parser *P, const struct expr *e, enum full_expr_use use, const struct dtor *d);

#endif
