/* Language linkage read from the tokens: whether a declaration is inside
 * `extern "C" { ... }` or follows `extern "C"`. Messages name a C function
 * by its name alone, and module ids mangle a C entity's name plainly. */
#ifndef CF_LINKAGE_H
#define CF_LINKAGE_H
#include <stdbool.h>
#include <stdint.h>
#include "sema/tu_view.h"

/* Is token at inside the braces of a linkage specification whose
   innermost language is "C"? One scan from the start. */
bool linkage_c_block(const struct tu_view *V, uint32_t at);
/* Does the declaration whose specifiers start at token first have C
   linkage: `extern "C"` right before it, or a "C" block around it? */
bool linkage_c_declaration(const struct tu_view *V, uint32_t first);

#endif
