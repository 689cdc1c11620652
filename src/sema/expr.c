/* Expression nodes: constructors and the kind table (see expr.h). */
#include "sema/expr.h"
#include <string.h>

static const char *const kind_names[EX_COUNT] = {
#define EXPR(kind, arity, text) text,
#include "expr_kinds.def"
#undef EXPR
};

static const signed char kind_arity[EX_COUNT] = {
#define EXPR(kind, arity, text) arity,
#include "expr_kinds.def"
#undef EXPR
};

const char *expr_kind_name(enum expr_kind k)
{
    return (unsigned)k < EX_COUNT ? kind_names[k] : "?";
}

int expr_kind_arity(enum expr_kind k)
{
    return (unsigned)k < EX_COUNT ? kind_arity[k] : 0;
}

struct expr *expr_new(struct arena *a, enum expr_kind kind, int n, uint32_t first, uint32_t last)
{
    if (n < 0)
        n = 0;
    struct expr *e = arena_zalloc(a, sizeof(struct expr) + (size_t)n * sizeof(struct expr *));
    e->kind = (uint8_t)kind;
    e->nkids = (uint16_t)n;
    e->first = first;
    e->last = last;
    e->at = first;
    return e;
}

struct expr *expr_list_append(struct arena *a, struct expr *list, struct expr *item)
{
    uint32_t first = list ? list->first : item ? item->first : 0;
    uint32_t last = item ? item->last : list ? list->last : 0;
    struct expr *e = expr_new(a, EX_LIST, 2, first, last);
    e->kids[0] = list;
    e->kids[1] = item;
    if ((list && (list->flags & XF_PACK)) || (item && (item->flags & XF_PACK)))
        e->flags |= XF_PACK;
    return e;
}

struct expr **expr_list_items(struct arena *a, const struct expr *list, int *n)
{
    int count = 0;
    for (const struct expr *l = list; l; l = l->kind == EX_LIST ? l->kids[0] : NULL)
        if (l->kind != EX_LIST || l->kids[1])
            count++;
    struct expr **out = ARENA_NEW_ARRAY(a, struct expr *, count ? count : 1);
    int i = count;
    for (const struct expr *l = list; l; l = l->kind == EX_LIST ? l->kids[0] : NULL) {
        if (l->kind != EX_LIST)
            out[--i] = (struct expr *)l;
        else if (l->kids[1])
            out[--i] = l->kids[1];
    }
    *n = count;
    return out;
}
