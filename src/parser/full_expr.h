/* The hook every full-expression goes through when the grammar has built
   it (statements, initializers, conditions, return values): sema types it
   (sema/expr_type.h), in the context of the function body it stands in,
   and the CUDA layer checks the calls it resolved (cuda/calls.h). */
#ifndef CF_FULL_EXPR_H
#define CF_FULL_EXPR_H
#include "parser/parser.h"
#include "sema/expr.h"

/* How the full-expression's value is used: discarded (an expression
   statement), tested (a condition, converted to bool), used as it is (a
   mem-initializer's argument, an init-capture, an array bound), returned, initialising the variable
   the declarator d declares, or the range of a range-based for (whose
   variable, declared just before, gets its type from it), or initialising
   a structured binding declared just before (whose names get their types
   from it). */
enum full_expr_use { FE_DISCARDED, FE_VALUE, FE_USED, FE_RETURN, FE_INIT, FE_RANGE, FE_BINDING };

void pa_full_expression(struct parser *P, const struct expr *e, enum full_expr_use use, const struct dtor *d);
/* The mem-initializer `m(args)` or `m{args}` (the id's tokens [id_first,
   id_last]; args NULL for none): each argument a full-expression, its
   value read where it initializes a scalar member; the constructor it
   calls for a member or base of class type, its space checked as the
   reference checks it (constexpr __device__ ones only). */
void pa_mem_initializer(struct parser *P, uint32_t id_first, uint32_t id_last, const struct expr *args, bool braced);
/* An array bound written in a function body (a local's, a new-expression's):
   a full-expression whose value is used; elsewhere a constant the calling
   rules do not check. */
void pa_array_bound(struct parser *P, const struct expr *e);
/* A range-based for's variable, declared by d: the next FE_RANGE
   full-expression deduces its `auto` type. */
void pa_range_variable(struct parser *P, const struct dtor *d);
/* A structured binding's names, declared by the specifiers on the
   parser's stack and the tokens (lb, rb) of `[a, b]`: the next FE_BINDING
   or FE_RANGE full-expression gives them their types. */
void pa_binding_names(struct parser *P, uint32_t lb, uint32_t rb);

#endif
