/* Structured bindings ([dcl.struct.bind]): `auto [a, b] = init;` declares
 * a hidden variable e of type E and names its parts. The type each name
 * denotes follows from E: an array's elements, std::pair's and
 * std::tuple's template arguments (the tuple-like protocol of the standard
 * library's own specialisations), or a class's non-static data members in
 * declaration order. The names are lvalues of those types. */
#ifndef CF_BINDINGS_H
#define CF_BINDINGS_H
#include "sema/tu_view.h"
#include "sema/type.h"

/* E's parts, into out (at most max): their number, or -1 where it is not
   known for sure (a user's tuple_size specialisation, bases, anonymous
   unions, a type not read). */
int bindings_types(const struct tu_view *V, const struct type *E, const struct type **out, int max);

#endif
