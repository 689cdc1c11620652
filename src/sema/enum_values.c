/* Enumerator values and enumeration promotion (see enum_values.h). */
#include "sema/enum_values.h"
#include <limits.h>
#include "sema/expr_type.h"
#include "sema/scope.h"
#include "sema/type_read.h"

void enum_values_begin(struct enum_values *st, struct entity *en, const struct type *fixed)
{
    st->en = en;
    st->fixed = fixed;
    st->next = 0;
    st->min = st->max = 0;
    st->known = true;
    st->count = 0;
}

void enum_values_add(struct enum_values *st, struct type_table *tt, const struct tu_view *V, struct entity *inside,
                     struct entity *outside, uint32_t first, uint32_t end)
{
    long long v = st->next;
    if (first < end && !type_read_constant(V, first, end, &v))
        st->known = false;
    if (!st->known) {
        if (inside)
            inside->type = NULL;
        if (outside)
            outside->type = NULL;
        return;
    }
    /* provisional: the promoted type is known at the close */
    const struct type *lit = type_literal(tt, type_builtin(tt, "i"), v);
    if (inside)
        inside->type = lit;
    if (outside)
        outside->type = lit;
    if (st->count == 0 || v < st->min)
        st->min = v;
    if (st->count == 0 || v > st->max)
        st->max = v;
    st->count++;
    st->next = v + 1;
}

/* [conv.prom]/3: the first of int, unsigned int, long, unsigned long,
   long long, unsigned long long that holds every value */
static const struct type *promoted_for(struct type_table *tt, long long min, long long max)
{
    if (min >= INT_MIN && max <= INT_MAX)
        return type_builtin(tt, "i");
    if (min >= 0 && max <= (long long)UINT_MAX)
        return type_builtin(tt, "j");
    return type_builtin(tt, "l");      /* long holds every value of a long long here */
}

static void retype(struct type_table *tt, struct entity *x, const struct entity *en, const struct type *promoted)
{
    for (; x; x = x->next)
        if (x->kind == EK_ENUMERATOR && x->target == en && x->type && x->type->kind == TY_LITERAL)
            x->type = promoted ? type_literal(tt, promoted, x->type->value) : NULL;
}

void enum_values_end(struct enum_values *st, struct type_table *tt)
{
    struct entity *en = st->en;
    if (!en || !en->members)
        return;
    const struct type *promoted = NULL;
    if (en->flags & EF_SCOPED_ENUM)
        promoted = st->fixed ? st->fixed : type_builtin(tt, "i");   /* its underlying type (no promotion) */
    else if (st->fixed)
        promoted = type_promoted(tt, st->fixed);
    else if (st->known)
        promoted = promoted_for(tt, st->min, st->max);
    const struct scope *s = en->members;
    for (uint32_t i = 0; i < s->nslots; i++) {
        struct entity *x = s->slots[i];
        if (!x || x->kind != EK_ENUMERATOR)
            continue;
        retype(tt, x, en, st->known ? promoted : NULL);
        if (!(en->flags & EF_SCOPED_ENUM) && en->parent && x->name)
            retype(tt, scope_find_local(en->parent, x->name), en, st->known ? promoted : NULL);
    }
}

const struct type *enum_promoted_type(const struct entity *en)
{
    if (!en || en->kind != EK_ENUM || (en->flags & EF_SCOPED_ENUM) || !en->members)
        return NULL;
    const struct scope *s = en->members;
    for (uint32_t i = 0; i < s->nslots; i++) {
        const struct entity *x = s->slots[i];
        if (x && x->kind == EK_ENUMERATOR && x->target == en)
            return x->type && x->type->kind == TY_LITERAL ? x->type->inner : NULL;
    }
    return NULL;
}
