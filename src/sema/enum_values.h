/* The values of an enumeration's enumerators and the type its values
   promote to ([conv.prom]): computed while the enumeration is read, kept
   on the enumerators as literal types (TY_LITERAL: the promoted type and
   the value), so constant expressions can name them and built-in
   operators can promote the enumeration. */
#ifndef CF_SEMA_ENUM_VALUES_H
#define CF_SEMA_ENUM_VALUES_H
#include <stdbool.h>
#include <stdint.h>
#include "sema/tu_view.h"
#include "sema/type.h"

/* One enumeration being read. */
struct enum_values {
    struct entity *en;
    const struct type *fixed;   /* the underlying type written (`enum E : unsigned char`), or NULL */
    long long next, min, max;
    bool known;                 /* every value so far evaluated */
    int count;
};

/* Its body opens: fixed is the type written after `:` (NULL: none). */
void enum_values_begin(struct enum_values *st, struct entity *en, const struct type *fixed);
/* An enumerator (declared as `inside` in the enumeration's scope and, when
   unscoped, as `outside` around it), its initializer's tokens [first,
   end) (first == end: none). */
void enum_values_add(struct enum_values *st, struct type_table *tt, const struct tu_view *V, struct entity *inside,
                     struct entity *outside, uint32_t first, uint32_t end);
/* Its body closes: the enumerators get their final literal types (or none,
   when a value was not evaluated). */
void enum_values_end(struct enum_values *st, struct type_table *tt);

/* The type an unscoped enumeration's values promote to; NULL when not
   known, or for a scoped enumeration (which does not promote). */
const struct type *enum_promoted_type(const struct entity *en);

#endif
