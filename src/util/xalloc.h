/* malloc wrappers that never return NULL: running out of memory is reported
 * as a catastrophic error (exit 4), never a crash. */
#ifndef CF_XALLOC_H
#define CF_XALLOC_H
#include <stddef.h>
#include <stdlib.h>

void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
/* Called on exhaustion; prints the reference's catastrophic form and exits 4. */
_Noreturn void xalloc_die(void);

#endif
