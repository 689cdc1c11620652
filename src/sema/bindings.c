/* Structured bindings' types (see bindings.h). */
#include "sema/bindings.h"
#include <string.h>
#include "sema/scope.h"
#include "sema/type_read.h"

/* A part of E, given E's qualifiers: a reference stays as it is. */
static const struct type *part(struct type_table *tt, const struct type *t, int cv)
{
    t = t->canon;
    if (t->kind == TY_LREF || t->kind == TY_RREF)
        return t;
    return type_qualified(tt, t, cv);
}

/* Is the class template of t std's own `name`? */
static bool std_template(const struct tu_view *V, const struct type *t, const char *name)
{
    const struct entity *x = t->ent;
    if (!x || !x->name || strcmp(x->name->name, name) != 0 || !x->parent || !V->sema->std_ns)
        return false;
    for (const struct scope *s = x->parent; s && s->owner; s = s->parent) {
        if (s->owner == V->sema->std_ns)
            return true;
        if (!(s->owner->flags & EF_INLINE_NS))
            return false;
    }
    return false;
}

/* Does std::tuple_size have a specialisation whose written arguments name
   the class c (the tuple-like protocol, which a class's members do not
   follow then)? Also true where that is not known. */
static bool tuple_like(const struct tu_view *V, const struct entity *c)
{
    if (!V->sema->std_ns || !V->sema->std_ns->members)
        return false;
    const struct ident *id = intern(V->sema->idents, "tuple_size", 10);
    const struct entity *ts = lookup_in_scope(V->sema->std_ns->members, id);
    if (!ts)
        return false;   /* no tuple_size: no class is tuple-like */
    if (ts->kind != EK_CLASS_TEMPLATE)
        return true;
    for (const struct entity *sp = ts->specializations; sp; sp = sp->next_specialization) {
        if (!sp->spec_args)
            return true;
        /* the first argument's tokens: `<S>`, `<const S>`, `<N::S>` */
        for (uint32_t i = sp->spec_args + 1; i < V->ntoks && i < sp->spec_args + 16; i++) {
            unsigned k = tu_kind(V, i);
            if (k == TK_GT || k == TK_COMMA)
                break;
            if (k == TK_IDENT && V->ent[i] && entity_resolve(V->ent[i]) == c)
                return true;
        }
    }
    return false;
}

/* The non-static data members of class c in declaration order. */
static int class_members(const struct tu_view *V, const struct entity *c, int cv, const struct type **out, int max)
{
    struct type_table *tt = V->sema->types;
    if (!(c->flags & EF_DEFINED) || c->bases || c->templ || (c->flags & EF_SPECIALIZATION) || !c->members ||
        tuple_like(V, c))
        return -1;
    const struct scope *s = c->members;
    struct entity *ms[64];
    int n = 0;
    for (uint32_t k = 0; k < s->nslots; k++) {
        for (struct entity *m = s->slots[k]; m; m = m->next) {
            if (m->kind == EK_USING && !m->name)
                return -1;
            if (m->kind == EK_USING && m->target && m->target->kind == EK_VARIABLE)
                return -1;      /* a member of an anonymous union or struct */
            if (m->kind != EK_VARIABLE || (m->flags & EF_STATIC))
                continue;
            if (n == 64 || !m->type_toks)
                return -1;
            ms[n++] = m;
        }
    }
    if (n > max)
        return -1;
    for (int i = 1; i < n; i++)     /* by where they are declared */
        for (int j = i; j > 0 && ms[j - 1]->type_toks->name > ms[j]->type_toks->name; j--) {
            struct entity *x = ms[j];
            ms[j] = ms[j - 1];
            ms[j - 1] = x;
        }
    for (int i = 0; i < n; i++) {
        const struct type *t = type_read_entity(V, ms[i]);
        if (!t)
            return -1;
        out[i] = part(tt, t, ms[i]->flags & EF_MUTABLE ? cv & ~TQ_CONST : cv);
    }
    return n;
}

int bindings_types(const struct tu_view *V, const struct type *E, const struct type **out, int max)
{
    struct type_table *tt = V->sema->types;
    E = E->canon;
    int cv = E->cv;
    if (E->kind == TY_ARRAY) {
        if (E->len == TYPE_NO_BOUND || E->len > (unsigned long long)max)
            return -1;
        for (unsigned long long i = 0; i < E->len; i++)
            out[i] = part(tt, E->inner, cv);
        return (int)E->len;
    }
    if (E->kind == TY_TEMPLATE_ID && (std_template(V, E, "pair") || std_template(V, E, "tuple"))) {
        int n = 0;
        for (int i = 0; i < E->nargs; i++) {
            const struct type *a = E->args[i]->canon;
            int k = a->kind == TY_PACK ? a->nargs : 1;
            for (int j = 0; j < k; j++) {
                const struct type *x = a->kind == TY_PACK ? a->args[j]->canon : a;
                if (n == max || x->kind == TY_LITERAL || x->kind == TY_EXPANSION)
                    return -1;
                out[n++] = part(tt, x, cv);
            }
        }
        return n;
    }
    if (E->kind == TY_NAMED && E->ent && E->ent->kind == EK_CLASS)
        return class_members(V, E->ent, cv, out, max);
    return -1;
}
