/* Region allocator: many small allocations, one free. Used for everything
 * whose lifetime is the translation unit (tokens, identifiers, entities) so
 * the hot paths never call malloc per item. */
#ifndef CF_ARENA_H
#define CF_ARENA_H
#include <stddef.h>

struct arena_block;
struct arena {
    struct arena_block *head;   /* current block (newest first) */
    char *cur, *end;            /* free space in the current block */
    size_t block_size;          /* size of ordinary blocks */
    size_t total;               /* bytes obtained from malloc, for statistics */
};

void arena_init(struct arena *a, size_t block_size);
/* 16-byte aligned, never NULL (aborts with a message on exhaustion). */
void *arena_alloc(struct arena *a, size_t size);
void *arena_zalloc(struct arena *a, size_t size);
char *arena_strndup(struct arena *a, const char *s, size_t n);
char *arena_strdup(struct arena *a, const char *s);
void arena_free(struct arena *a);

#define ARENA_NEW(a, T) ((T *)arena_zalloc((a), sizeof(T)))
#define ARENA_NEW_ARRAY(a, T, n) ((T *)arena_zalloc((a), sizeof(T) * (n)))

#endif
