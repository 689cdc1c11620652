/* The host compiler's builtin functions (tables/builtins.def): called like
   functions, declared nowhere. */
#ifndef CF_BUILTINS_H
#define CF_BUILTINS_H
#include <stdbool.h>
#include "sema/type.h"
#include "util/intern.h"

/* Is id a builtin function? *result: its result type (NULL: the type its
   first argument points to, unqualified); *fn: its function type, or NULL
   when it takes any arguments (type-generic). */
bool builtin_function(struct type_table *tt, const struct ident *id, const struct type **result,
                      const struct type **fn);

#endif
