#include "util/arena.h"
#include "util/xalloc.h"
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct arena_block {
    struct arena_block *next;
    size_t size;
    /* payload follows, aligned */
};

#define ALIGN 16u
#define HDR ((sizeof(struct arena_block) + ALIGN - 1) & ~(size_t)(ALIGN - 1))

void arena_init(struct arena *a, size_t block_size)
{
    memset(a, 0, sizeof *a);
    a->block_size = block_size ? block_size : 64 * 1024;
}

static void arena_grow(struct arena *a, size_t need)
{
    size_t size = need + HDR > a->block_size ? need + HDR : a->block_size;
    /* Blocks of 2 MB and more go to huge pages: a TU's arena grows to a
       hundred megabytes. */
    struct arena_block *b = xmalloc_large(size);
    b->size = size;
    b->next = a->head;
    a->head = b;
    a->cur = (char *)b + HDR;
    a->end = (char *)b + size;
    a->total += size;
}

void *arena_alloc(struct arena *a, size_t size)
{
    size = (size + ALIGN - 1) & ~(size_t)(ALIGN - 1);
    if (size == 0)
        size = ALIGN;
    if ((size_t)(a->end - a->cur) < size)
        arena_grow(a, size);
    void *p = a->cur;
    a->cur += size;
    return p;
}

void *arena_zalloc(struct arena *a, size_t size)
{
    void *p = arena_alloc(a, size);
    memset(p, 0, size);
    return p;
}

char *arena_strndup(struct arena *a, const char *s, size_t n)
{
    char *p = arena_alloc(a, n + 1);
    memcpy(p, s, n);
    p[n] = '\0';
    return p;
}

char *arena_strdup(struct arena *a, const char *s)
{
    return arena_strndup(a, s, strlen(s));
}

void arena_free(struct arena *a)
{
    struct arena_block *b = a->head;
    while (b) {
        struct arena_block *n = b->next;
        free(b);
        b = n;
    }
    a->head = NULL;
    a->cur = a->end = NULL;
    a->total = 0;
}
