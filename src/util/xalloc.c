#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE 1
#include "util/xalloc.h"
#include <stdint.h>
#include <sys/mman.h>
#include <stdio.h>
#include <string.h>

_Noreturn void xalloc_die(void)
{
    fputs("Catastrophic error: out of memory\n\n"
          "1 catastrophic error detected in this compilation.\n"
          "Compilation terminated.\n", stderr);
    exit(4);
}

void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p)
        xalloc_die();
    return p;
}

void *xcalloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size ? size : 1);
    if (!p)
        xalloc_die();
    return p;
}

void *xrealloc(void *p, size_t n)
{
    p = realloc(p, n ? n : 1);
    if (!p)
        xalloc_die();
    return p;
}

char *xstrdup(const char *s)
{
    size_t n = strlen(s) + 1;
    return memcpy(xmalloc(n), s, n);
}

#define HUGE_PAGE ((size_t)2 << 20)

void *xmalloc_large(size_t n)
{
#ifdef MADV_HUGEPAGE
    if (n >= HUGE_PAGE && n <= SIZE_MAX - HUGE_PAGE) {
        size_t size = (n + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
        void *p;
        if (posix_memalign(&p, HUGE_PAGE, size) != 0)
            xalloc_die();
        madvise(p, size, MADV_HUGEPAGE);    /* failure is harmless */
        return p;
    }
#endif
    return xmalloc(n);
}

void *xcalloc_large(size_t n, size_t size)
{
    if (size && n > SIZE_MAX / size)
        xalloc_die();
    if (n * size < HUGE_PAGE)
        return xcalloc(n, size);
    return memset(xmalloc_large(n * size), 0, n * size);
}
