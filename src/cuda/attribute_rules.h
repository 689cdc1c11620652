/* The rules tables/cuda_attributes.def states for each attribute role:
   where it may be written, its arguments, its conflicts, and the
   diagnostic of each violation (src/generated/cuda_attr_roles.c). The
   handlers in spaces.c call these at the points the reference checks them. */
#ifndef CF_CUDA_ATTRIBUTE_RULES_H
#define CF_CUDA_ATTRIBUTE_RULES_H
#include "cuda/spaces.h"

/* A role about to be noted beside those already written (bit r of roles):
   the diagnostic of a conflict said at the later attribute, DIAG_COUNT when
   none. */
enum diag_id cuda_attr_clash(uint32_t roles, enum cuda_attr_role r);

/* The roles written in cd, in the order written; their number. */
int cuda_attr_written(const struct cuda_decl *cd, enum cuda_attr_role *out);

/* Role r written on a function, checked as the reference does when it
   applies the attribute: a conflict with one written before it (the block
   size's second tuple beside cluster dimensions), its arguments, and on a
   member function its member rule. False: an error was said and the
   attribute counts as not written. */
bool cuda_attr_apply_to_function(struct parser *P, const struct cuda_decl *cd, enum cuda_attr_role r, bool member);

/* The roles of cd that may not be written on a function that is no kernel
   (those with a `function=` rule), said at the name token in table order;
   dropped: roles that count as not written. */
void cuda_attr_misplaced_on_function(struct parser *P, const struct cuda_decl *cd, uint32_t name, uint32_t dropped);

/* The conflicts said at the declarator's name (`__launch_bounds__` with
   `__maxnreg__`, `__managed__` with `__shared__`), each once. True when
   one was said. */
bool cuda_attr_conflicts_at_name(struct parser *P, const struct cuda_decl *cd, uint32_t name, uint32_t dropped);

/* Which rule of a role's row applies to a variable. */
enum cuda_attr_target { CAT_VARIABLE, CAT_FIELD, CAT_STATIC_MEMBER };

/* The roles of cd with a rule for target, each said at its attribute in
   the order written; how many were said. */
int cuda_attr_misplaced_on_variable(struct parser *P, const struct cuda_decl *cd, enum cuda_attr_target target);

#endif
