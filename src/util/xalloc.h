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
/* For the per-token arrays and other blocks of megabytes: 2 MB-aligned,
 * offered to the kernel as transparent huge pages (a hint), freed with
 * free().  Faulting a TU's 100 MB in 4 KB pages cost a tenth of the run. */
void *xmalloc_large(size_t n);
void *xcalloc_large(size_t n, size_t size);
/* Called on exhaustion; prints the reference's catastrophic form and exits 4. */
_Noreturn void xalloc_die(void);

#endif
