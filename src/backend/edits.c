#include "backend/edits.h"
#include "util/xalloc.h"
#include <stdlib.h>
#include <string.h>

void edits_init(struct edit_list *l, struct arena *arena)
{
    l->arena = arena;
    l->v = NULL;
    l->n = l->cap = 0;
}

void edits_free(struct edit_list *l)
{
    free(l->v);
    l->v = NULL;
    l->n = l->cap = 0;
}

void edits_replace(struct edit_list *l, uint32_t begin, uint32_t end, const char *text, size_t len)
{
    if (l->n == l->cap) {
        l->cap = l->cap ? l->cap * 2 : 256;
        l->v = xrealloc(l->v, l->cap * sizeof *l->v);
    }
    struct edit *e = &l->v[l->n];
    e->begin = begin;
    e->end = end;
    e->seq = (uint32_t)l->n;
    e->len = (uint32_t)len;
    e->text = len ? arena_strndup(l->arena, text, len) : "";
    l->n++;
}

void edits_insert(struct edit_list *l, uint32_t at, const char *text, size_t len)
{
    edits_replace(l, at, at, text, len);
}

/* Order by start; at one start, insertions before replacements, then by
 * registration order. */
static int edit_cmp(const void *pa, const void *pb)
{
    const struct edit *a = pa, *b = pb;
    if (a->begin != b->begin)
        return a->begin < b->begin ? -1 : 1;
    int ains = a->begin == a->end, bins = b->begin == b->end;
    if (ains != bins)
        return ains ? -1 : 1;
    return a->seq < b->seq ? -1 : a->seq > b->seq;
}

int edits_apply(struct edit_list *l, const char *buf, size_t size, FILE *out)
{
    if (l->n > 1)
        qsort(l->v, l->n, sizeof *l->v, edit_cmp);
    size_t pos = 0;
    for (size_t i = 0; i < l->n; i++) {
        const struct edit *e = &l->v[i];
        if (e->end > size || e->end < e->begin)
            return -1;
        if (e->begin < pos)
            continue;   /* inside a range an earlier edit replaced: its text is gone */
        fwrite(buf + pos, 1, e->begin - pos, out);
        fwrite(e->text, 1, e->len, out);
        pos = e->end;
    }
    fwrite(buf + pos, 1, size - pos, out);
    return 0;
}
