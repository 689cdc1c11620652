/* The CUDA rules on resolved calls (the reference's host-pass checks of
   the CUDA Error Catalog's cross-space calling messages): a __device__
   function called from host or host-device code, a constexpr one without
   --expt-relaxed-constexpr, a __global__ function called without a launch
   configuration. */
#ifndef CF_CUDA_CALLS_H
#define CF_CUDA_CALLS_H
#include "parser/parser.h"
#include "sema/expr_type.h"

/* The call (or launch) `call` reaches r's function: report what the
   reference reports for it where it stands. */
/* A message that, in the reference, uses up the demangled form the next
   cross-space call message would give its callee ("expression must be a
   modifiable lvalue" does): that message writes the partial mangling. */
void cuda_callee_form_used(struct parser *P);

/* A function named in an expression (called by name, or `&f`): a
   non-constexpr __device__ function with a deduced return type may not be
   named outside device bodies. */
void cuda_check_function_named(struct parser *P, const struct expr *name, struct entity *fn);
/* The call sema resolved to r (in_template: in a template's definition,
   where the reference checks a call object once): the calling rules. */
void cuda_check_call(struct parser *P, const struct expr *call, const struct resolved_call *r, bool in_template);

/* The variable var, designated by the name `name`, is read or written
   where the code stands: a device, constant or shared variable in host
   code is reported (warnings 20091, 20092). */
void cuda_check_access(struct parser *P, const struct expr *name, struct entity *var, enum var_access how);

/* The execution space of the function (or lambda) whose body the parser
   is in (XS_NONE: none). */
uint8_t cuda_current_function_space(struct parser *P);

#endif
