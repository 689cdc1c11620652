#include "sema/scope.h"
#include <string.h>

struct scope *scope_new(struct arena *a, enum scope_kind kind, struct entity *owner, struct scope *parent)
{
    struct scope *s = ARENA_NEW(a, struct scope);
    s->kind = kind;
    s->owner = owner;
    s->parent = parent;
    s->depth = parent ? parent->depth + 1 : 0;
    return s;
}

static uint32_t slot_of(const struct scope *s, const struct ident *id)
{
    return id->hash & (s->nslots - 1);
}

static void scope_grow(struct arena *a, struct scope *s)
{
    uint32_t old_n = s->nslots;
    struct entity **old = s->slots;
    s->nslots = old_n ? old_n * 2 : 8;
    s->slots = ARENA_NEW_ARRAY(a, struct entity *, s->nslots);
    for (uint32_t i = 0; i < old_n; i++) {
        if (!old[i])
            continue;
        uint32_t j = slot_of(s, old[i]->name);
        while (s->slots[j])
            j = (j + 1) & (s->nslots - 1);
        s->slots[j] = old[i];
    }
}

struct entity *scope_find_local(const struct scope *s, const struct ident *id)
{
    if (!s->nslots)
        return NULL;
    for (uint32_t j = slot_of(s, id); s->slots[j]; j = (j + 1) & (s->nslots - 1))
        if (s->slots[j]->name == id)
            return s->slots[j];
    return NULL;
}

void scope_insert(struct arena *a, struct scope *s, struct entity *e)
{
    e->next = NULL;
    struct entity *first = scope_find_local(s, e->name);
    if (first) {
        struct entity *last = first;
        while (last->next)
            last = last->next;
        last->next = e;
        return;
    }
    if ((s->count + 1) * 4 > s->nslots * 3)
        scope_grow(a, s);
    uint32_t j = slot_of(s, e->name);
    while (s->slots[j])
        j = (j + 1) & (s->nslots - 1);
    s->slots[j] = e;
    s->count++;
}

void scope_add_using_directive(struct arena *a, struct scope *s, struct entity *ns)
{
    for (struct using_directive *u = s->usings; u; u = u->next)
        if (u->ns == ns)
            return;
    struct using_directive *u = ARENA_NEW(a, struct using_directive);
    u->ns = ns;
    u->next = s->usings;
    s->usings = u;
}

struct entity *entity_resolve(struct entity *e)
{
    for (int guard = 0; e && guard < 64; guard++) {
        if (e->kind == EK_USING || e->kind == EK_NAMESPACE_ALIAS) {
            if (!e->target)
                return e;
            e = e->target;
        } else {
            return e;
        }
    }
    return e;
}

/* Bounded search: using-directives may form cycles and bases may be deep;
   each lookup searches a scope at most once (the visit stamp). */
#define LOOKUP_MAX_DEPTH 64
static uint32_t lookup_stamp;
static bool unqualified;    /* the lookup in progress is an unqualified name's */

static struct entity *lookup_rec(const struct scope *s, const struct ident *id, int depth);

static struct entity *lookup_namespace_extras(const struct scope *s, const struct ident *id, int depth)
{
    for (struct entity *in = s->inline_namespaces; in; in = in->inline_next) {
        struct entity *e = in->members ? lookup_rec(in->members, id, depth + 1) : NULL;
        if (e)
            return e;
    }
    for (struct using_directive *u = s->usings; u; u = u->next) {
        struct entity *ns = entity_resolve(u->ns);
        struct entity *e = ns && ns->members ? lookup_rec(ns->members, id, depth + 1) : NULL;
        if (e)
            return e;
    }
    return NULL;
}

/* Members of a class, or of a class template: the primary template first,
   then its partial and explicit specialisations (which member a template-id
   names depends on arguments we do not evaluate; any declaration of the name
   tells what kind of name it is). */
static struct entity *lookup_class_members(struct entity *c, const struct ident *id, int depth)
{
    struct entity *e = c->members ? lookup_rec(c->members, id, depth + 1) : NULL;
    if (e || c->kind != EK_CLASS_TEMPLATE)
        return e;
    for (struct entity *sp = c->specializations; sp; sp = sp->next_specialization)
        if (sp->members && (e = lookup_rec(sp->members, id, depth + 1)) != NULL)
            return e;
    return NULL;
}

struct entity *entity_class(struct entity *e)
{
    for (int guard = 0; e && guard < 16; guard++) {
        e = entity_resolve(e);
        if (!e || e->kind != EK_TYPEDEF || !e->target)
            return e;
        e = e->target;
    }
    return NULL;
}

static struct entity *lookup_bases(const struct scope *s, const struct ident *id, int depth)
{
    if (!s->owner)
        return NULL;
    for (struct base_ref *b = s->owner->bases; b; b = b->next) {
        if (b->dependent && unqualified && depth == 0)
            continue;   /* two-phase lookup: found at instantiation (a
                           base's own dependent bases are known through
                           the arguments that name the base) */
        struct entity *base = entity_class(b->entity);
        for (int guard = 0; base && base->kind == EK_ALIAS_TEMPLATE && base->target && guard < 8; guard++)
            base = entity_class(base->target);  /* `: DefaultKernel<float>`, an alias of a class template */
        if (base) {
            struct entity *e = lookup_class_members(base, id, depth);
            if (e)
                return e;
        }
    }
    return NULL;
}

struct entity *lookup_member(struct entity *c, const struct ident *id)
{
    c = entity_resolve(c);
    lookup_stamp++;
    return c ? lookup_class_members(c, id, 0) : NULL;
}

static struct entity *lookup_rec(const struct scope *s, const struct ident *id, int depth)
{
    if (depth > LOOKUP_MAX_DEPTH || s->visit == lookup_stamp)
        return NULL;
    ((struct scope *)s)->visit = lookup_stamp;
    struct entity *e = scope_find_local(s, id);
    if (e)
        return e;
    if (s->kind == SK_CLASS)
        return lookup_bases(s, id, depth);
    /* namespaces, and blocks with a `using namespace` */
    return lookup_namespace_extras(s, id, depth);
}

struct entity *lookup_in_scope(const struct scope *s, const struct ident *id)
{
    lookup_stamp++;
    return lookup_rec(s, id, 0);
}

struct entity *lookup_unqualified_in_scope(const struct scope *s, const struct ident *id)
{
    unqualified = true;
    struct entity *e = lookup_in_scope(s, id);
    unqualified = false;
    return e;
}

static enum name_class class_of_one(struct entity *e)
{
    switch (e->kind) {
    case EK_NAMESPACE:
    case EK_NAMESPACE_ALIAS:
        return NC_NAMESPACE;
    case EK_CLASS:
    case EK_ENUM:
    case EK_TYPEDEF:
    case EK_TYPE_PARAM:
        return NC_TYPE;
    case EK_CLASS_TEMPLATE:
    case EK_ALIAS_TEMPLATE:
    case EK_TEMPLATE_PARAM:
        return NC_TYPE_TEMPLATE;
    case EK_FUNCTION_TEMPLATE:
    case EK_VARIABLE_TEMPLATE:
        return NC_VALUE_TEMPLATE;
    case EK_CONCEPT:
        return NC_CONCEPT;
    default:
        return NC_ORDINARY;
    }
}

struct entity *entity_qualifier(struct entity *e)
{
    for (; e; e = e->next) {
        struct entity *r = entity_resolve(e);
        if (!r)
            continue;
        enum name_class c = class_of_one(r);
        if (c == NC_NAMESPACE || c == NC_TYPE || c == NC_TYPE_TEMPLATE)
            return e;
    }
    return NULL;
}

/* The whole chain of same-named entities decides: a function, variable or
 * enumerator hides a class or enum of the same name (`struct stat` and
 * `stat()`), and one function template in an overload set makes `f<` a
 * template-id. */
enum name_class entity_name_class(struct entity *e)
{
    enum name_class first = NC_ORDINARY;
    bool seen_value = false, seen_value_template = false;
    for (int i = 0; e; e = e->next, i++) {
        struct entity *r = entity_resolve(e);
        if (!r)
            continue;
        enum name_class c = class_of_one(r);
        if (i == 0)
            first = c;
        if (c == NC_ORDINARY && e->kind == EK_USING && r->kind == EK_FUNCTION && r->parent && r->name)
            for (struct entity *o = scope_find_local(r->parent, r->name); o; o = o->next)
                if (o->kind == EK_FUNCTION_TEMPLATE)
                    c = NC_VALUE_TEMPLATE;  /* `using Alloc::allocate;` brings its templates too */
        if (c == NC_VALUE_TEMPLATE)
            seen_value_template = true;
        else if (c == NC_ORDINARY)
            seen_value = true;
    }
    if (seen_value_template)
        return NC_VALUE_TEMPLATE;
    if (seen_value)
        return NC_ORDINARY;
    return first;
}

bool scope_is_unnamed_namespace(const struct scope *s)
{
    return s->kind == SK_NAMESPACE && s->owner && s->owner->kind == EK_NAMESPACE && (s->owner->flags & EF_ANONYMOUS);
}

bool scope_in_unnamed_namespace(const struct scope *s)
{
    for (; s; s = s->parent)
        if (scope_is_unnamed_namespace(s))
            return true;
    return false;
}

const struct entity *scope_template_owner(const struct scope *s)
{
    for (int guard = 0; s && s->kind == SK_CLASS && guard < 32; s = s->parent, guard++)
        if (s->owner && (s->owner->kind == EK_CLASS_TEMPLATE || (s->owner->flags & EF_SPECIALIZATION) ||
                         s->owner->templ))
            return s->owner;
    return NULL;
}

bool entity_overloaded(const struct entity *m)
{
    for (const struct entity *x = m->next; x; x = x->next)
        if (x->name == m->name && x->redecl != m)
            return true;
    return false;
}
