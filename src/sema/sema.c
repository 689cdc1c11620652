#include "sema/sema.h"
#include <string.h>

void sema_init(struct sema *s, struct arena *arena, struct intern_table *idents)
{
    memset(s, 0, sizeof *s);
    s->arena = arena;
    s->idents = idents;
    s->types = type_table_new(arena);
    s->global = ARENA_NEW(arena, struct entity);
    s->global->kind = EK_NAMESPACE;
    s->global->members = scope_new(arena, SK_NAMESPACE, s->global, NULL);
    s->stack[0] = s->global->members;
    s->depth = 1;
    /* types the host compiler predeclares, named by glibc and libstdc++ */
    static const char *const builtin_types[] = {
        "__builtin_va_list", "__int128_t", "__uint128_t", "__builtin_ms_va_list",
        "__float80", "__float128", "__ibm128", "__ieee128", "_Float16", "__bf16", "__fp16",
    };
    for (size_t i = 0; i < sizeof builtin_types / sizeof builtin_types[0]; i++) {
        const char *n = builtin_types[i];
        struct entity *td = sema_new_entity(s, EK_TYPEDEF, intern(idents, n, strlen(n)), s->global->members);
        if (i == 0) {
            /* x86-64: `typedef struct __va_list_tag __builtin_va_list[1];` */
            struct entity *tag = ARENA_NEW(arena, struct entity);
            tag->kind = EK_CLASS;
            tag->name = intern(idents, "__va_list_tag", 13);
            tag->parent = s->global->members;
            td->type = type_array(s->types, type_named(s->types, tag), 1);
        } else if (i == 1 || i == 2) {
            td->type = type_builtin(s->types, i == 1 ? "n" : "o");     /* __int128, unsigned __int128 */
        }
    }
}

struct scope *sema_current(const struct sema *s)
{
    return s->stack[s->depth - 1];
}

void sema_push(struct sema *s, struct scope *sc)
{
    if (s->depth >= SEMA_MAX_DEPTH) {
        s->overflow++;
        return;
    }
    s->stack[s->depth++] = sc;
}

void sema_pop(struct sema *s)
{
    if (s->overflow) {
        s->overflow--;
        return;
    }
    if (s->depth > 1)   /* the global namespace stays: unbalanced input never underflows */
        s->depth--;
}

struct scope *sema_decl_scope(const struct sema *s)
{
    for (int i = s->depth - 1; i > 0; i--)
        if (s->stack[i]->kind != SK_TEMPLATE_PARAMS)
            return s->stack[i];
    return s->stack[0];
}

struct scope *sema_elaborated_scope(const struct sema *s)
{
    for (int i = s->depth - 1; i > 0; i--) {
        enum scope_kind k = s->stack[i]->kind;
        if (k == SK_NAMESPACE || k == SK_BLOCK || k == SK_FUNCTION_PARAMS)
            return s->stack[i];
    }
    return s->stack[0];
}

bool sema_in_template_head(const struct sema *s)
{
    return s->stack[s->depth - 1]->kind == SK_TEMPLATE_PARAMS;
}

bool sema_in_template_context(const struct sema *s)
{
    for (int i = 0; i < s->depth; i++)
        if (s->stack[i]->kind == SK_TEMPLATE_PARAMS && !(s->stack[i]->tp_known && s->stack[i]->tp_count == 0))
            return true;    /* (`template <>`: an explicit specialisation is no template) */
    return false;
}

struct entity *sema_lookup(const struct sema *s, const struct ident *id)
{
    for (int i = s->depth - 1; i >= 0; i--) {
        struct entity *e = lookup_unqualified_in_scope(s->stack[i], id);
        if (e)
            return e;
    }
    return NULL;
}

struct entity *sema_lookup_qualifier(const struct sema *s, const struct ident *id)
{
    for (int i = s->depth - 1; i >= 0; i--) {
        struct entity *e = entity_qualifier(lookup_unqualified_in_scope(s->stack[i], id));
        if (e)
            return e;
    }
    return NULL;
}

struct entity *sema_new_entity(struct sema *s, enum entity_kind kind, struct ident *name, struct scope *sc)
{
    struct entity *e = ARENA_NEW(s->arena, struct entity);
    e->kind = kind;
    e->name = name;
    e->parent = sc;
    if (sc && sc->kind == SK_CLASS && sc->nonpublic)
        e->flags |= EF_NONPUBLIC;
    if (name)
        scope_insert(s->arena, sc, e);
    return e;
}

/* Kinds that a later declaration of the same name may refer to again. */
static bool redeclarable_as(const struct entity *old, enum entity_kind kind)
{
    switch (kind) {
    case EK_CLASS:
    case EK_CLASS_TEMPLATE:
    case EK_ENUM:
    case EK_NAMESPACE:
    case EK_CONCEPT:
    case EK_ALIAS_TEMPLATE:
    case EK_VARIABLE_TEMPLATE:
        return old->kind == kind;
    case EK_TYPEDEF:
        /* typedef struct S S; keeps S a class name */
        return old->kind == EK_TYPEDEF || old->kind == EK_CLASS || old->kind == EK_ENUM;
    default:
        return false;
    }
}

struct entity *sema_declare(struct sema *s, enum entity_kind kind, struct ident *name, struct scope *sc)
{
    if (name) {
        for (struct entity *e = scope_find_local(sc, name); e; e = e->next)
            if (redeclarable_as(e, kind))
                return e;
    }
    return sema_new_entity(s, kind, name, sc);
}

struct entity *sema_enter_namespace(struct sema *s, struct ident *name, bool is_inline)
{
    struct scope *sc = sema_decl_scope(s);
    struct entity *ns = NULL;
    if (name) {
        for (struct entity *e = scope_find_local(sc, name); e; e = e->next)
            if (e->kind == EK_NAMESPACE)
                ns = e;
    } else {
        /* all unnamed namespaces of one scope are one namespace */
        ns = sc->unnamed_ns;
    }
    if (!ns) {
        ns = ARENA_NEW(s->arena, struct entity);
        ns->kind = EK_NAMESPACE;
        ns->name = name;
        ns->parent = sc;
        ns->members = scope_new(s->arena, SK_NAMESPACE, ns, sc);
        if (name) {
            scope_insert(s->arena, sc, ns);
        } else {
            ns->flags |= EF_ANONYMOUS;
            sc->unnamed_ns = ns;        /* reopened by the next `namespace {` */
            /* members of an unnamed namespace are visible in the enclosing one */
            scope_add_using_directive(s->arena, sc, ns);
        }
        if (is_inline) {
            ns->flags |= EF_INLINE_NS;
            ns->inline_next = sc->inline_namespaces;
            sc->inline_namespaces = ns;
        }
        if (name && sc == s->global->members && strcmp(name->name, "std") == 0)
            s->std_ns = ns;
    }
    sema_push(s, ns->members);
    return ns;
}

struct entity *sema_closure(struct sema *S, uint32_t lb)
{
    uint32_t key = lb + 1;      /* (0: an empty slot) */
    if (S->nclosures * 2 >= S->closures_cap) {
        uint32_t cap = S->closures_cap ? S->closures_cap * 2 : 64;
        struct entity **slots = arena_alloc(S->arena, cap * sizeof *slots);
        uint32_t *keys = arena_alloc(S->arena, cap * sizeof *keys);
        memset(keys, 0, cap * sizeof *keys);
        for (uint32_t i = 0; i < S->closures_cap; i++) {
            if (!S->closure_keys[i])
                continue;
            uint32_t h = (S->closure_keys[i] * 2654435761u) & (cap - 1);
            while (keys[h])
                h = (h + 1) & (cap - 1);
            keys[h] = S->closure_keys[i];
            slots[h] = S->closures[i];
        }
        S->closures = slots;
        S->closure_keys = keys;
        S->closures_cap = cap;
    }
    uint32_t h = (key * 2654435761u) & (S->closures_cap - 1);
    for (; S->closure_keys[h]; h = (h + 1) & (S->closures_cap - 1))
        if (S->closure_keys[h] == key)
            return S->closures[h];
    struct entity *c = ARENA_NEW(S->arena, struct entity);
    c->kind = EK_CLASS;
    c->class_key = CK_CLOSURE;
    c->flags = EF_ANONYMOUS | EF_HAS_CONVERSIONS | EF_CONVERSIONS_UNSURE | EF_SPECIALS_UNSURE;
    c->parent = sema_current(S);
    S->closure_keys[h] = key;
    S->closures[h] = c;
    S->nclosures++;
    return c;
}
