/* Sizes and alignments of types as the host compiler lays them out
 * (x86-64, the Itanium C++ ABI's LP64 data model): what `sizeof` and
 * `alignof` give in the constant expressions sema evaluates (array bounds,
 * enumerators, template arguments). */
#ifndef CF_LAYOUT_H
#define CF_LAYOUT_H
#include <stdbool.h>
#include "sema/tu_view.h"
#include "sema/type.h"

/* t's size and alignment in bytes; false where the layout is not modelled
   (bases, virtual functions, bit-fields, class template specialisations,
   enumerations, incomplete types). */
bool layout_of(const struct tu_view *V, const struct type *t, unsigned long long *size, unsigned long long *align);

#endif
