/* Function templates' arguments deduced from a call ([temp.deduct.call]).
 *
 * Deduction binds the template's type parameters from the arguments'
 * types (`T`, `cv T&`, forwarding `T&&`, `cv T*`, a class template's
 * specialisation, function pointers with their trailing packs), the
 * explicit template arguments first, packs nothing deduces empty, the
 * rest from their defaults; the specialisation's type is then read with
 * the parameters bound (the environment's template_type). A form it does
 * not model gives DEDUCE_UNSURE, never a guess: overload resolution then
 * leaves the call unresolved. */
#ifndef CF_DEDUCE_H
#define CF_DEDUCE_H
#include "sema/expr_type.h"

enum deduce_result {
    DEDUCE_OK,                  /* *out is the specialisation, as a candidate */
    DEDUCE_FAILS,               /* surely no specialisation takes the arguments */
    DEDUCE_UNSURE,
    DEDUCE_EXPLICIT_SPECIALIZATION, /* `template <>`: stands for its primary */
    DEDUCE_CONSTRAINED          /* *out is the specialisation, but the template's constraints are not
                                   evaluated: viable or not is not known (out->loose its type) */
};

/* The declared type of the specialisation `f<int, 4>` (or `v<int>`, a
   variable template's) names where no call deduces anything: every
   template parameter given (no pack, no default left); NULL where not sure. */
const struct type *deduce_named_specialization(struct expr_env *env, struct entity *tmpl,
                                                const struct type *const *explicit_args, int nexplicit);
/* The specialisation of tmpl the call's arguments deduce, after the
   explicit template arguments (`f<int>(x)`). */
int deduce_template(struct expr_env *env, struct entity *tmpl, const struct type *owner,
                    const struct call_arg *args, int nargs,
                    const struct type *const *explicit_args, int nexplicit, struct candidate_decl *out);

/* Partial ordering of the function templates a and b for a call with
   nargs arguments ([temp.func.order]): 1 when a is more specialised, -1
   when b is, 0 when neither or not known. */
int deduce_more_specialized(struct expr_env *env, struct entity *a, struct entity *b, int nargs);

/* Are the function templates a and b declarations of one template? */
bool deduce_same_template(struct expr_env *env, struct entity *a, struct entity *b);

/* The class template the parameter [a, b) is a specialisation of, by its
   tokens' form, or NULL. */
const struct entity *deduce_class_template_parameter(const struct tu_view *V, uint32_t a, uint32_t b);

#endif
