#include "util/xalloc.h"
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
