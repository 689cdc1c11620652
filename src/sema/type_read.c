/* Types from tokens (see type_read.h): decl-specifiers, then the declarator
   around the name (ptr-operators left to right, suffixes right to left,
   nested declarators last), typedefs through where they are written,
   class template-ids through the template's heads (default arguments
   read with the earlier parameters bound). */
#include "sema/type_read_internal.h"
#include "sema/builtin_type.h"
#include "sema/layout.h"
#include "sema/scope.h"
#include "sema/sema.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define AUTO_CODE "Da"      /* `auto` before a trailing return type is known */

bool type_read_is_auto(const struct type *t)
{
    return t->kind == TY_BUILTIN && strcmp(t->code, AUTO_CODE) == 0;
}

unsigned type_read_kind(const struct tu_view *V, uint32_t i)
{
    return i < V->ntoks ? V->toks[i].kind : TK_EOF;
}

uint32_t type_read_skip_group(const struct tu_view *V, uint32_t i, uint32_t b)
{
    int depth = 0;
    for (; i < b; i++) {
        unsigned k = type_read_kind(V, i);
        if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE)
            depth++;
        else if (k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE)
            if (--depth == 0)
                return i + 1;
    }
    return b;
}

bool type_read_template_open(const struct tu_view *V, uint32_t i)
{
    if (type_read_kind(V, i) != TK_LT || i == 0 || type_read_kind(V, i - 1) != TK_IDENT)
        return false;
    if (i >= 2 && type_read_kind(V, i - 2) == TK_TEMPLATE)
        return true;    /* `T::template rebind<U>` */
    if (!V->ent[i - 1])
        return false;
    const struct entity *e = entity_resolve(V->ent[i - 1]);
    enum entity_kind k = e->kind;
    if (k == EK_FUNCTION && e->parent) {
        /* `f<long>(1)` where the set's first f is no template: a template
           of the set's takes the arguments */
        for (const struct entity *o = scope_find_local(e->parent, e->name); o; o = o->next)
            if (o->name == e->name && o->kind == EK_FUNCTION_TEMPLATE)
                return true;
        /* C++20's `f<T>(x)` with no template named f but one argument-dependent
           lookup may find ([temp.names]/2): the parser marked the `>` */
        int depth = 0;
        for (uint32_t j = i + 1; j < V->ntoks && j < i + 4096; j++) {
            unsigned k2 = type_read_kind(V, j);
            if (k2 == TK_LPAREN || k2 == TK_LBRACKET)
                depth++;
            else if (k2 == TK_RPAREN || k2 == TK_RBRACKET)
                depth--;
            else if (depth == 0 && k2 == TK_GT)
                return (V->mark[j] & MK_TEMPLATE_CLOSE) != 0;
            if (depth < 0 || k2 == TK_SEMI || k2 == TK_LBRACE || k2 == TK_RBRACE)
                return false;
        }
        return false;
    }
    return k == EK_CLASS_TEMPLATE || k == EK_ALIAS_TEMPLATE || k == EK_FUNCTION_TEMPLATE ||
           k == EK_VARIABLE_TEMPLATE || k == EK_TEMPLATE_PARAM || k == EK_CONCEPT;
}

void type_reader_init(struct type_reader *R, const struct tu_view *V)
{
    memset(R, 0, sizeof *R);
    R->V = V;
    R->tt = V->sema->types;
    R->skip_ellipsis = TU_NO_TOKEN;
}

unsigned tr_kind_at(const struct type_reader *R, uint32_t i)
{
    return type_read_kind(R->V, i);
}

const struct type *tr_fail(struct type_reader *R)
{
    R->failed = true;
    return NULL;
}

/* The `>` closing the `<` at lt (b when not found before b). */
uint32_t tr_matching_angle(const struct type_reader *R, uint32_t lt, uint32_t b)
{
    int depth = 0, paren = 0;
    for (uint32_t i = lt; i < b; i++) {
        unsigned k = tr_kind_at(R, i);
        if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE)
            paren++;
        else if (k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE)
            paren--;
        else if (paren == 0 && k == TK_LT)
            depth++;
        else if (paren == 0 && k == TK_GT && --depth == 0)
            return i;
        if (paren < 0)
            break;
    }
    return b;
}

/* The first token of kind stop in [a, b) outside brackets and `<>` (b when none). */
static uint32_t find_top_level(const struct tu_view *V, uint32_t a, uint32_t b, unsigned stop)
{
    int depth = 0, angle = 0;
    for (uint32_t i = a; i < b; i++) {
        unsigned k = type_read_kind(V, i);
        if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE)
            depth++;
        else if (k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE)
            depth--;
        else if (depth == 0 && k == TK_LT)
            angle++;    /* (inside brackets `<` and `>` may compare: `(N > 2)`) */
        else if (depth == 0 && k == TK_GT)
            angle--;
        else if (depth == 0 && angle == 0 && k == stop)
            return i;
    }
    return b;
}

uint32_t type_read_element_end(const struct tu_view *V, uint32_t i, uint32_t end)
{
    return find_top_level(V, i, end, TK_COMMA);
}

uint32_t type_read_default_start(const struct tu_view *V, uint32_t a, uint32_t b)
{
    return find_top_level(V, a, b, TK_EQ);
}

/* Attributes and the like that may stand among specifiers and declarators:
   the index after them, or i when there is none at i. */
static uint32_t skip_attributes(const struct type_reader *R, uint32_t i, uint32_t b)
{
    for (;;) {
        unsigned k = tr_kind_at(R, i);
        if (i >= b)
            return i;
        if (k == TK_ATTRIBUTE || k == TK_DECLSPEC || k == TK_ALIGNAS || k == TK_ASM)
            i = type_read_skip_group(R->V, i + 1, b);
        else if (k == TK_LBRACKET && ((R->V->mark[i] & MK_ATTR_OPEN) || tr_kind_at(R, i + 1) == TK_LBRACKET))
            i = type_read_skip_group(R->V, i, b);   /* `[[noreturn]]` */
        else
            return i;
    }
}

/* A class, enum or typedef named at token i: its type (typedefs as typedef
   nodes over what they name). */

static const struct type *named_type(struct type_reader *R, struct entity *e)
{
    const struct entity *owner = e->parent && e->parent->kind == SK_CLASS ? e->parent->owner : NULL;
    if (e->kind == EK_TYPEDEF && owner && owner->kind == EK_CLASS_TEMPLATE && R->nbase_specs) {
        /* `difference_type` of a base `iterator<tag, bool>`: read in that
           specialisation (one base of the template, its primary definition) */
        const struct type *spec = NULL;
        for (int k = 0; k < R->nbase_specs; k++)
            if (R->base_specs[k]->ent == owner) {
                if (spec)
                    return tr_fail(R);
                spec = R->base_specs[k];
            }
        if (spec) {
            const struct type *target = type_read_uses_primary(R->V, spec)
                                        ? type_read_specialization_member(R->V, e, spec) : NULL;
            return target ? type_typedef(R->tt, e, target) : tr_fail(R);
        }
    }
    if (e->kind == EK_TYPEDEF) {
        const struct type *target = type_read_typedef(R, e);
        return target ? type_typedef(R->tt, e, target) : tr_fail(R);
    }
    if (e->kind == EK_CLASS && (e->flags & EF_SPECIALIZATION))
        return type_read_class(R->V, e);    /* the injected name of an explicit specialisation */
    return type_named(R->tt, e);
}

/* A class's base clause and body from i (at `:` or `{`): the index after
   its `}`, or b when it does not close before b. */
static uint32_t skip_class_body(const struct type_reader *R, uint32_t i, uint32_t b)
{
    while (i < b && tr_kind_at(R, i) != TK_LBRACE)
        i++;
    int depth = 0;
    for (; i < b; i++) {
        unsigned k = tr_kind_at(R, i);
        if (k == TK_LBRACE)
            depth++;
        else if (k == TK_RBRACE && --depth == 0)
            return i + 1;
    }
    return b;
}

/* The type of the parameter named id of the function whose trailing
   return type R reads (the parameter's own tokens, R's bindings): NULL
   when there is none or it is not read. */
static const struct type *trailing_parameter_type(struct type_reader *R, const struct ident *id)
{
    uint32_t open = R->trailing_params, n = (uint32_t)R->V->ntoks;
    if (!open || tr_kind_at(R, open) != TK_LPAREN)
        return NULL;
    uint32_t close = type_read_skip_group(R->V, open, n) - 1;
    for (uint32_t a = open + 1; a < close;) {
        uint32_t e = type_read_element_end(R->V, a, close), stop = e;
        for (uint32_t k = a; k < e; k++)
            if (tr_kind_at(R, k) == TK_EQ) {
                stop = k;       /* a default argument */
                break;
            }
        if (stop > a && tr_kind_at(R, stop - 1) == TK_IDENT && R->V->toks[stop - 1].id == id) {
            struct type_reader C = *R;
            C.failed = false;
            C.trailing_params = 0;
            uint32_t j = a;
            const struct type *base = type_read_specifiers(&C, &j, stop);
            const struct type *t = base ? type_read_declarator(&C, &j, stop, base) : NULL;
            R->env_uses = C.env_uses;
            return t && !C.failed && j == stop ? t : NULL;
        }
        a = e + 1;
    }
    return NULL;
}

/* `decltype(g.num_threads())` (cooperative_groups' group_size): g a
   parameter, its type read with R's bindings, a class whose member
   function of that name is declared once and takes no argument: its
   declared result. NULL otherwise. */
static const struct type *member_call_result(struct type_reader *R, uint32_t i)
{
    const struct type *t = trailing_parameter_type(R, R->V->toks[i].id);
    if (!t || type_mentions_param(t, true))
        return NULL;
    t = t->canon;
    if (t->kind == TY_LREF || t->kind == TY_RREF)
        t = t->inner->canon;
    const struct type *owner = NULL, *mt = NULL;
    bool concrete = false;
    struct entity *m = type_is_class(t) ? type_read_member_of(R->V, t, R->V->toks[i + 2].id, &owner, &mt, &concrete) : NULL;
    if (!m || m->kind != EK_FUNCTION || m->next || !owner)
        return NULL;
    const struct type *ft = owner->canon->kind == TY_TEMPLATE_ID ? type_read_specialization_member(R->V, m, owner)
                                                                 : type_read_entity(R->V, m);
    if (!ft || ft->canon->kind != TY_FUNCTION || ft->canon->nargs || ft->canon->variadic || !ft->canon->inner ||
        type_read_is_auto(ft->canon->inner) ||
        ((t->cv & TQ_CONST) && !(ft->canon->fn_cv & TQ_CONST) && !(m->flags & EF_STATIC)))
        return NULL;
    return ft->canon->inner;
}

/* `decltype(v)`, `__typeof(f)` whose operand (from i) is a name alone,
   qualified or not: a variable's, a parameter's or a function's (one
   declaration, no overloads) declared type. *end: after the `)`. NULL
   otherwise (an expression, a name whose type is not read). */
static const struct type *type_of_name(struct type_reader *R, uint32_t i, uint32_t b, uint32_t *end)
{
    static int depth;   /* `__typeof(v) v;` would read itself */
    uint32_t start = i;
    if (tr_kind_at(R, i) == TK_COLONCOLON)
        i++;
    while (i + 2 < b && tr_kind_at(R, i) == TK_IDENT && tr_kind_at(R, i + 1) == TK_COLONCOLON)
        i += 2;
    if (i + 5 < b && tr_kind_at(R, i) == TK_IDENT && tr_kind_at(R, i + 1) == TK_DOT && tr_kind_at(R, i + 2) == TK_IDENT &&
        tr_kind_at(R, i + 3) == TK_LPAREN && tr_kind_at(R, i + 4) == TK_RPAREN && tr_kind_at(R, i + 5) == TK_RPAREN &&
        depth <= 8) {
        depth++;
        const struct type *t = member_call_result(R, i);
        depth--;
        *end = i + 6;
        return t;
    }
    if (i + 1 < b && tr_kind_at(R, i) == TK_IDENT && tr_kind_at(R, i + 1) == TK_LT && depth <= 8) {
        /* `decltype(f<T>())`, f an `auto` function template (`__fp_storage_t`) */
        uint32_t gt = tr_matching_angle(R, i + 1, b);
        if (gt + 3 >= b || tr_kind_at(R, gt + 1) != TK_LPAREN || tr_kind_at(R, gt + 2) != TK_RPAREN ||
            tr_kind_at(R, gt + 3) != TK_RPAREN)
            return NULL;
        depth++;
        const struct type *t = tr_auto_call_result(R, start, gt + 3);
        depth--;
        *end = gt + 4;
        return t;
    }
    if (i + 1 >= b || tr_kind_at(R, i) != TK_IDENT || tr_kind_at(R, i + 1) != TK_RPAREN || !R->V->ent[i] || depth > 8)
        return NULL;
    struct entity *e = R->V->ent[i];
    if (e->kind == EK_FUNCTION) {
        const struct scope *s = e->parent;
        if (e->next || e->redecl || !s || s->kind != SK_NAMESPACE)
            return NULL;    /* overloaded, or a member (a pointer to member would be the type) */
    } else if (e->kind != EK_VARIABLE && e->kind != EK_PARAMETER) {
        return NULL;
    }
    depth++;
    const struct type *t = type_read_entity(R->V, e);
    depth--;
    *end = i + 2;
    if (t && t->canon->kind == TY_ARRAY && t->canon->len == TYPE_NO_BOUND && e->kind == EK_VARIABLE)
        return NULL;    /* `int a[] = {1, 2};`: the bound its initializer gives is not kept */
    return t;
}


/* Are the arguments between lt and gt the class template's own parameters,
   each named alone in order (`K<T, N>`, no pack)? */
static bool own_parameters_written(struct type_reader *R, const struct entity *tmpl, uint32_t lt, uint32_t gt)
{
    struct tparam ps[32];
    int np = tr_template_params(R, tmpl, ps, 32);
    int k = 0;
    for (uint32_t i = lt + 1; i < gt; k++) {
        uint32_t end = type_read_element_end(R->V, i, gt);
        const struct ident *id = end == i + 1 && tr_kind_at(R, i) == TK_IDENT ? R->V->toks[i].id : NULL;
        if (k >= np || ps[k].pack || !id)
            return false;
        bool same = false;
        for (int h = 0; h < 4 && !same; h++)
            same = ps[k].names[h] == id;
        if (!same)
            return false;
        i = end + 1;
    }
    return np > 0 && k == np;
}

const struct type *type_read_specifiers(struct type_reader *R, uint32_t *pi, uint32_t b)
{
    struct builtin_words w = { 0 };
    const struct type *named = NULL;
    bool is_auto = false, is_typename = false;
    int cv = 0;
    uint32_t i = *pi;
    while (i < b && !R->failed) {
        unsigned k = tr_kind_at(R, i);
        uint32_t after = skip_attributes(R, i, b);
        if (after != i) {
            i = after;
            continue;
        }
        if (k == TK_CONST) {
            cv |= TQ_CONST;
        } else if (k == TK_VOLATILE) {
            cv |= TQ_VOLATILE;
        } else if (builtin_word_add(&w, k)) {
            if (named || is_auto)
                return tr_fail(R);
        } else if (k == TK_AUTO) {
            is_auto = true;
        } else if (k == TK_DECLTYPE && !named && tr_kind_at(R, i + 1) == TK_LPAREN && tr_kind_at(R, i + 2) == TK_NULLPTR &&
                   tr_kind_at(R, i + 3) == TK_RPAREN) {
            named = type_builtin(R->tt, "Dn");     /* `typedef decltype(nullptr) nullptr_t;` */
            i += 4;
            continue;
        } else if ((k == TK_DECLTYPE || k == TK_TYPEOF) && !named && tr_kind_at(R, i + 1) == TK_LPAREN) {
            /* `decltype(v)`, `__typeof(f)` of a name alone */
            uint32_t end;
            named = type_of_name(R, i + 2, b, &end);
            if (!named && k == TK_DECLTYPE) {
                /* `decltype(f<T>(0))`, `decltype(c ? f<T>() : g<U>())` */
                end = type_read_skip_group(R->V, i + 1, b);
                named = end > i + 3 && tr_kind_at(R, end - 1) == TK_RPAREN ? tr_decltype_expression(R, i + 2, end - 1)
                                                                           : NULL;
            }
            if (!named)
                return tr_fail(R);
            i = end;
            continue;
        } else if ((k == TK_STRUCT || k == TK_CLASS || k == TK_UNION) && R->V->ent[i] && !named &&
                   R->V->ent[i]->kind == EK_CLASS) {
            /* an unnamed class defined here: `union { ... } u;` */
            named = type_named(R->tt, R->V->ent[i]);
            i = skip_class_body(R, i + 1, b);
            continue;
        } else if (k == TK_STRUCT || k == TK_CLASS || k == TK_UNION || k == TK_ENUM || k == TK_TYPENAME ||
                   k == TK_COLONCOLON || k == TK_RESTRICT) {
            /* elaborated or qualified: the name that follows decides */
            is_typename |= k == TK_TYPENAME;
        } else if (k == TK_TYPEDEF || k == TK_EXTERN || k == TK_STATIC || k == TK_INLINE || k == TK_CONSTEXPR ||
                   k == TK_MUTABLE || k == TK_FRIEND || k == TK_VIRTUAL || k == TK_EXPLICIT || k == TK_REGISTER ||
                   k == TK_EXTENSION || k == TK_THREAD_LOCAL || k == TK_THREAD || k == TK_CONSTEVAL ||
                   k == TK_CONSTINIT) {
            /* not part of the type */
        } else if (k == TK_STRING_LIT && i > *pi && tr_kind_at(R, i - 1) == TK_EXTERN) {
            /* extern "C" */
        } else if (k == TK_IDENT) {
            if (named || is_auto || builtin_words_any(&w))
                break;      /* the declarator's name */
            struct entity *e = R->V->ent[i] ? entity_resolve(R->V->ent[i]) : NULL;
            if (!e)
                break;
            if (e->kind == EK_NAMESPACE && tr_kind_at(R, i + 1) == TK_COLONCOLON) {
                i += 2;
                continue;
            }
            if (e->kind == EK_TYPE_PARAM) {
                /* the innermost binding: a template's own parameters shadow
                   those of the template around the reading */
                for (int n = R->nenv - 1; n >= 0 && !named; n--)
                    if (R->env_name[n] == R->V->toks[i].id)
                        named = R->env_type[n];
                R->env_uses++;
                if (i + 1 < b && tr_kind_at(R, i + 1) == TK_COLONCOLON) {
                    /* `typename T::type` with T bound: a member of what it is bound to */
                    i++;
                    named = named ? tr_member_type(R, named, &i, b) : NULL;
                    if (!named)
                        return tr_fail(R);
                    continue;
                }
                if (!named && R->params_by_name)
                    named = type_named(R->tt, e);
                if (!named || named->kind == TY_PACK)
                    return tr_fail(R);     /* dependent, or a pack outside an expansion */
                i++;
                continue;
            }
            if (e == R->injected && tr_kind_at(R, i + 1) != TK_LT && tr_kind_at(R, i + 1) != TK_COLONCOLON) {
                /* the injected-class-name: the specialisation whose member is read */
                named = R->injected_type;
                R->env_uses++;
                i++;
                continue;
            }
            if (e == R->injected && tr_kind_at(R, i + 1) == TK_LT) {
                uint32_t gt = tr_matching_angle(R, i + 1, b);
                if (gt < b && tr_kind_at(R, gt + 1) != TK_COLONCOLON && own_parameters_written(R, e, i + 1, gt)) {
                    named = R->injected_type;   /* `K<T>` in K's body: the injected-class-name's type */
                    R->env_uses++;
                    i = gt + 1;
                    continue;
                }
            }
            if (e->kind == EK_CLASS_TEMPLATE && tr_kind_at(R, i + 1) == TK_LT) {
                uint32_t gt = tr_matching_angle(R, i + 1, b);
                named = gt < b ? tr_read_template_id(R, e, i + 1, gt) : NULL;
                i = gt + 1;
                if (named && i < b && tr_kind_at(R, i) == TK_COLONCOLON)
                    named = tr_member_type(R, named, &i, b);   /* `X<int>::type` */
                if (!named)
                    return tr_fail(R);
                continue;
            }
            if (e->kind == EK_ALIAS_TEMPLATE && tr_kind_at(R, i + 1) == TK_LT && e->parent) {
                /* `A<int>`: a namespace's alias template, or one of the
                   class whose specialisation R reads */
                const struct entity *cls = e->parent->kind == SK_CLASS ? e->parent->owner : NULL;
                bool here = e->parent->kind == SK_NAMESPACE ||
                            (cls && cls->kind == EK_CLASS && !cls->templ);     /* (a plain class's: nothing bound) */
                bool member = R->injected && e->parent->kind == SK_CLASS && e->parent->owner == R->injected;
                uint32_t gt = tr_matching_angle(R, i + 1, b);
                named = (here || member) && gt < b ? tr_read_alias(R, e, i + 1, gt, member ? R : NULL) : NULL;
                i = gt + 1;
                if (named && i < b && tr_kind_at(R, i) == TK_COLONCOLON)
                    named = tr_member_type(R, named, &i, b);
                if (!named)
                    return tr_fail(R);
                continue;
            }
            if (e->kind != EK_CLASS && e->kind != EK_ENUM && e->kind != EK_TYPEDEF)
                return tr_fail(R);
            if (tr_kind_at(R, i + 1) == TK_LT)
                return tr_fail(R);         /* other template-ids are not modelled */
            if (i + 1 < b && tr_kind_at(R, i + 1) == TK_COLONCOLON) {
                if (tr_kind_at(R, i + 2) == TK_IDENT && tr_kind_at(R, i + 3) != TK_COLONCOLON && !is_typename &&
                    !(R->V->ent[i + 2] && entity_name_class(R->V->ent[i + 2]) == NC_TYPE) &&
                    !(R->V->ent[i + 2] && entity_name_class(R->V->ent[i + 2]) == NC_TYPE_TEMPLATE &&
                      type_read_template_open(R->V, i + 3)))
                    break;              /* S::name: a qualified declarator */
                if (e->kind == EK_TYPEDEF && tr_kind_at(R, i + 2) != TK_TILDE) {
                    /* `typename _Base::type`: the member of the specialisation
                       the typedef names. The token filter's entity for the
                       member is the primary template's (or whatever lookup
                       found first) and is not trusted: only a typedef naming
                       a class that is no specialisation leaves it to decide */
                    const struct type *t = named_type(R, e);
                    if (!t)
                        return tr_fail(R);     /* dependent */
                    if (t->canon->kind == TY_TEMPLATE_ID) {
                        i++;
                        named = tr_member_type(R, t, &i, b);
                        if (!named)
                            return tr_fail(R);
                        continue;
                    }
                }
                i += 2;                 /* a nested type: its own entity decides */
                if (tr_kind_at(R, i) == TK_TEMPLATE && tr_kind_at(R, i + 1) == TK_IDENT)
                    i++;                /* `X::template __rebind<A, U>` */
                continue;
            }
            named = named_type(R, e);
            if (!named)
                return NULL;
            if (e->kind == EK_CLASS && i > *pi && (tr_kind_at(R, i + 1) == TK_LBRACE || tr_kind_at(R, i + 1) == TK_COLON) &&
                (tr_kind_at(R, i - 1) == TK_STRUCT || tr_kind_at(R, i - 1) == TK_CLASS || tr_kind_at(R, i - 1) == TK_UNION)) {
                i = skip_class_body(R, i + 1, b);  /* `struct S { ... } s;` */
                continue;
            }
        } else {
            break;
        }
        i++;
    }
    *pi = i;
    if (R->failed)
        return NULL;
    const struct type *t;
    if (named)
        t = named;
    else if (is_auto)
        t = type_builtin(R->tt, AUTO_CODE);
    else if (builtin_words_any(&w))
        t = type_builtin(R->tt, builtin_words_code(&w));
    else
        return tr_fail(R);
    return type_qualified(R->tt, t, cv);
}

/* Is token i the name of a type parameter pack (`class... Ts`)? */
static bool names_pack(const struct type_reader *R, uint32_t i)
{
    const struct entity *e = tr_kind_at(R, i) == TK_IDENT && R->V->ent[i] ? entity_resolve(R->V->ent[i]) : NULL;
    return e && e->kind == EK_TYPE_PARAM && e->variadic;
}

/* The `...` that makes the parameter [a, stop) a pack expansion (`Ts...`,
   `const Ts&... xs`): outside brackets, with a pack named before it.
   TU_NO_TOKEN when there is none (`int...` is `int, ...`). */
static uint32_t expansion_ellipsis(const struct type_reader *R, uint32_t a, uint32_t stop)
{
    int depth = 0;
    bool pack = false;
    for (uint32_t j = a; j < stop; j++) {
        unsigned k = tr_kind_at(R, j);
        if (k == TK_LPAREN || k == TK_LBRACKET || type_read_template_open(R->V, j))
            depth++;
        else if (k == TK_RPAREN || k == TK_RBRACKET || (k == TK_GT && (R->V->mark[j] & MK_TEMPLATE_CLOSE)))
            depth--;
        else if (k == TK_ELLIPSIS && depth == 0)
            return pack ? j : TU_NO_TOKEN;
        pack |= names_pack(R, j);
    }
    return TU_NO_TOKEN;
}

/* One parameter [a, b) read as its function sees it, skipping the
   expansion's `...` at ell. */
static const struct type *read_one_param(struct type_reader *R, uint32_t a, uint32_t b, uint32_t ell)
{
    uint32_t saved = R->skip_ellipsis, j = a;
    R->skip_ellipsis = ell;
    const struct type *base = type_read_specifiers(R, &j, b);
    const struct type *t = base ? type_read_declarator(R, &j, b, base) : NULL;
    R->skip_ellipsis = saved;
    return t && j == b && !R->failed ? type_adjust_parameter(R->tt, t) : NULL;
}

/* A parameter that expands packs, [a, stop) with its `...` at ell: one
   parameter per element of the packs bound (all of one length), or one
   TY_EXPANSION when none is bound and the reader keeps them. */
static bool read_expansion(struct type_reader *R, uint32_t a, uint32_t stop, uint32_t ell, const struct type **out,
                           int max, int *n)
{
    int slots[8], ns = 0, len = -1;
    for (uint32_t j = a; j < stop; j++) {
        if (!names_pack(R, j))
            continue;
        int x = 0;
        while (x < R->nenv && R->env_name[x] != R->V->toks[j].id)
            x++;
        if (x == R->nenv)
            continue;   /* not bound */
        const struct type *b = R->env_type[x];
        if (b->kind != TY_PACK) {
            /* bound to one type standing for the whole pack (a message's
               `T2...`): the pattern read once, as an expansion */
            const struct type *t = read_one_param(R, a, ell == stop - 1 ? ell : stop, ell);
            if (!t || *n == max)
                return false;
            out[(*n)++] = type_expansion(R->tt, t);
            return true;
        }
        if (len >= 0 && b->nargs != len)
            return false;
        len = b->nargs;
        bool seen = false;
        for (int s = 0; s < ns; s++)
            seen |= slots[s] == x;
        if (!seen && ns == 8)
            return false;
        if (!seen)
            slots[ns++] = x;
    }
    uint32_t b = ell == stop - 1 ? ell : stop;
    if (ns == 0) {
        const struct type *t = R->read_expansions && R->params_by_name ? read_one_param(R, a, b, ell) : NULL;
        if (!t || *n == max)
            return false;
        out[(*n)++] = type_expansion(R->tt, t);
        return true;
    }
    const struct type *packs[8];
    for (int s = 0; s < ns; s++)
        packs[s] = R->env_type[slots[s]];
    bool ok = true;
    for (int e = 0; e < len && ok; e++) {
        for (int s = 0; s < ns; s++)
            R->env_type[slots[s]] = packs[s]->args[e];
        const struct type *t = read_one_param(R, a, b, ell);
        ok = t && *n < max;
        if (ok)
            out[(*n)++] = t;
    }
    for (int s = 0; s < ns; s++)
        R->env_type[slots[s]] = packs[s];
    return ok;
}

bool type_read_params(struct type_reader *R, uint32_t a, uint32_t close, const struct type **out, int max, int *n,
                      bool *variadic)
{
    const struct tu_view *V = R->V;
    *n = 0;
    *variadic = false;
    uint32_t i = a;
    while (i < close && !R->failed) {
        /* one parameter: up to a comma at depth 0 */
        uint32_t end = i;
        int depth = 0;
        for (; end < close; end++) {
            unsigned k = tr_kind_at(R, end);
            if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE || type_read_template_open(V, end))
                depth++;
            else if (k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE ||
                     (k == TK_GT && (V->mark[end] & MK_TEMPLATE_CLOSE)))
                depth--;
            else if (depth == 0 && k == TK_COMMA)
                break;
        }
        uint32_t stop = type_read_default_start(V, i, end);     /* before a default argument */
        uint32_t ell = expansion_ellipsis(R, i, stop);
        if (ell != TU_NO_TOKEN) {
            if (!read_expansion(R, i, stop, ell, out, max, n)) {
                R->failed = true;
                return false;
            }
        } else if (stop == i + 1 && tr_kind_at(R, i) == TK_ELLIPSIS) {
            *variadic = true;
        } else {
            if (stop > i + 1 && tr_kind_at(R, stop - 1) == TK_ELLIPSIS) {
                *variadic = true;   /* (int...) is (int, ...) */
                stop--;
            }
            uint32_t j = i;
            const struct type *base = type_read_specifiers(R, &j, stop);
            const struct type *t = base ? type_read_declarator(R, &j, stop, base) : NULL;
            if (!t || j != stop || *n == max) {
                R->failed = true;
                return false;
            }
            out[(*n)++] = type_adjust_parameter(R->tt, t);
        }
        i = end + 1;
    }
    if (*n == 1 && out[0]->canon->kind == TY_BUILTIN && !out[0]->canon->cv && strcmp(out[0]->canon->code, "v") == 0)
        *n = 0;    /* (void) */
    return !R->failed;
}

static bool starts_nested_declarator(const struct type_reader *R, uint32_t i)
{
    unsigned k = tr_kind_at(R, i + 1);
    if (k == TK_STAR || k == TK_AMP || k == TK_AMPAMP || k == TK_CARET || k == TK_ATTRIBUTE)
        return true;
    if (k == TK_IDENT && tr_kind_at(R, i + 2) == TK_COLONCOLON)
        return true;    /* (S::*p) or (N::x) */
    return k == TK_IDENT && !(R->V->ent[i + 1] && entity_name_class(R->V->ent[i + 1]) == NC_TYPE) &&
           tr_kind_at(R, i + 2) == TK_RPAREN;
}

/* `A::B::*` at i: the class's type, *pi after the `*`; NULL when i does
   not start a pointer to member. */
static const struct type *member_pointer_class(struct type_reader *R, uint32_t *pi, uint32_t b)
{
    uint32_t i = *pi, j = i;
    while (j + 1 < b && tr_kind_at(R, j) == TK_IDENT) {
        uint32_t after = j + 1;
        if (tr_kind_at(R, after) == TK_LT && type_read_template_open(R->V, after))
            after = tr_matching_angle(R, after, b) + 1;
        if (tr_kind_at(R, after) != TK_COLONCOLON)
            return NULL;
        if (tr_kind_at(R, after + 1) == TK_STAR) {
            uint32_t k = i;
            const struct type *cls = type_read_specifiers(R, &k, after);
            if (!cls || k != after)
                return tr_fail(R);
            *pi = after + 2;
            return cls;
        }
        j = after + 1;
    }
    return NULL;
}

/* The name of a declarator at i (x, S::x, ~S, operator+, N::operator()):
   the index after it, or i when there is none. */
static uint32_t skip_declarator_name(const struct type_reader *R, uint32_t i, uint32_t b)
{
    if (i >= b)
        return i;
    uint32_t j = i;
    if (tr_kind_at(R, j) == TK_COLONCOLON)
        j++;
    while (j + 1 < b && tr_kind_at(R, j) == TK_IDENT) {
        uint32_t after = j + 1;
        if (tr_kind_at(R, after) == TK_LT && type_read_template_open(R->V, after))
            after = tr_matching_angle(R, after, b) + 1;
        if (tr_kind_at(R, after) != TK_COLONCOLON || tr_kind_at(R, after + 1) == TK_STAR)
            break;
        j = after + 1;
    }
    unsigned k = tr_kind_at(R, j);
    if (k == TK_IDENT)
        return j + 1;
    if (k == TK_TILDE && tr_kind_at(R, j + 1) == TK_IDENT)
        return j + 2;
    if (k == TK_OPERATOR) {
        unsigned o = tr_kind_at(R, j + 1);
        if ((o == TK_LPAREN && tr_kind_at(R, j + 2) == TK_RPAREN) || (o == TK_LBRACKET && tr_kind_at(R, j + 2) == TK_RBRACKET))
            return j + 3;
        if ((o == TK_NEW || o == TK_DELETE) && tr_kind_at(R, j + 2) == TK_LBRACKET)
            return j + 4;
        if (o == TK_GT && (tr_kind_at(R, j + 2) == TK_GT || tr_kind_at(R, j + 2) == TK_GTEQ) &&
            (R->V->toks[j + 1].flags & TF_ADJ))
            return j + 3;
        if (o != TK_IDENT && o != TK_LPAREN && o < TK_FIRST_KEYWORD)
            return j + 2;
        if (o == TK_NEW || o == TK_DELETE || o == TK_CO_AWAIT)
            return j + 2;
        return i;   /* conversion functions: not modelled */
    }
    return i;       /* no name: an abstract declarator */
}

static bool eval_constant(struct type_reader *R, uint32_t a, uint32_t b, long long *out, int depth);

static const struct type *literal_of(struct type_table *tt, const struct type *ty, long long v);
static bool converted_value(const struct type *ty, long long v, long long *out);
static const struct type *read_type_id_aside(struct type_reader *R, uint32_t a, uint32_t b);

/* What follows a function's parameter list: cv and ref qualifiers,
   exception specification, attributes, a trailing return type. */
struct fn_suffix {
    uint32_t open, close;
    int cv, ref;
    bool is_noexcept;
    uint32_t trailing;          /* the `->` (0: none) */
};

static const struct type *read_declarator_inner(struct type_reader *R, uint32_t *pi, uint32_t b,
                                                const struct type *t);

const struct type *type_read_declarator(struct type_reader *R, uint32_t *pi, uint32_t b, const struct type *t)
{
    if (++R->nesting > 64)
        return tr_fail(R);     /* deeper than any real declaration */
    const struct type *r = read_declarator_inner(R, pi, b, t);
    R->nesting--;
    return r;
}

/* Qualifiers after a function's `)` from *pi; false on what is not modelled. */
static bool read_function_qualifiers(struct type_reader *R, uint32_t *pi, uint32_t b, struct fn_suffix *s)
{
    uint32_t i = *pi;
    while (i < b) {
        unsigned k = tr_kind_at(R, i);
        uint32_t after = skip_attributes(R, i, b);
        if (after != i) {
            i = after;
            continue;
        }
        if (k == TK_CONST)
            s->cv |= TQ_CONST;
        else if (k == TK_VOLATILE)
            s->cv |= TQ_VOLATILE;
        else if (k == TK_AMP)
            s->ref = TR_LVALUE;
        else if (k == TK_AMPAMP)
            s->ref = TR_RVALUE;
        else if (k == TK_NOEXCEPT || k == TK_THROW) {
            if (tr_kind_at(R, i + 1) != TK_LPAREN) {
                if (k == TK_THROW)
                    return false;
                s->is_noexcept = true;
                i++;
                continue;
            }
            uint32_t close = type_read_skip_group(R->V, i + 1, b);
            long long v = 1;
            if (k == TK_THROW ? close != i + 3 : !eval_constant(R, i + 2, close - 1, &v, 0))
                return false;   /* throw(X), noexcept(expression) */
            s->is_noexcept = v != 0;
            i = close;
            continue;
        } else if (k == TK_ARROW) {
            s->trailing = i;
            i = b;
            break;
        } else {
            break;
        }
        i++;
    }
    *pi = i;
    return true;
}

void type_read_function_qualifiers(const struct tu_view *V, uint32_t rp, int *cv, int *ref)
{
    struct type_reader R;
    type_reader_init(&R, V);
    struct fn_suffix s;
    memset(&s, 0, sizeof s);
    uint32_t i = rp + 1;
    read_function_qualifiers(&R, &i, (uint32_t)V->ntoks, &s);  /* what it read before anything it does not model */
    *cv = s.cv;
    *ref = s.ref;
}

static const struct type *apply_function(struct type_reader *R, const struct fn_suffix *s, const struct type *t,
                                         uint32_t b)
{
    if (s->trailing) {
        if (!type_read_is_auto(t))
            return tr_fail(R);
        uint32_t j = s->trailing + 1;
        bool failed = R->failed;
        uint32_t params = R->trailing_params;
        R->trailing_params = s->open;
        const struct type *base = type_read_specifiers(R, &j, b);
        t = base ? type_read_declarator(R, &j, b, base) : NULL;
        R->trailing_params = params;
        if ((!t || j != b || R->failed) && R->result_placeholder && R->params_by_name && !R->surely_invalid) {
            /* a pattern's `-> decltype(g.num_threads())`: the result stands
               as void while the parameters deduce, and is read once bound */
            R->failed = failed;
            t = type_builtin(R->tt, "v");
            j = b;
        }
        if (!t || j != b)
            return tr_fail(R);
    }
    const struct type *params[TYPE_MAX_ARGS];
    int n;
    bool variadic;
    if (!type_read_params(R, s->open + 1, s->close, params, TYPE_MAX_ARGS, &n, &variadic))
        return NULL;
    return type_function(R->tt, t, params, n, variadic, s->cv, s->ref, s->is_noexcept);
}

static const struct type *apply_array(struct type_reader *R, uint32_t open, uint32_t close, const struct type *t)
{
    if (close == open + 1)
        return type_array(R->tt, t, TYPE_NO_BOUND);
    long long v;
    bool known = eval_constant(R, open + 1, close, &v, 0);
    if (!known && R->dependent_bounds && R->params_by_name)
        return type_array(R->tt, t, TYPE_DEPENDENT_BOUND);
    if (!known || v < 0)
        return tr_fail(R);     /* a bound we do not evaluate */
    return type_array(R->tt, t, (unsigned long long)v);
}

static const struct type *read_declarator_inner(struct type_reader *R, uint32_t *pi, uint32_t b,
                                                const struct type *t)
{
    uint32_t i = *pi;
    /* ptr-operators, left to right */
    while (i < b && t && !R->failed) {
        unsigned k = tr_kind_at(R, i);
        uint32_t after = skip_attributes(R, i, b);
        if (after != i) {
            i = after;
            continue;
        }
        if (k == TK_STAR || k == TK_AMP || k == TK_AMPAMP) {
            if (k != TK_STAR && t->canon->kind == TY_BUILTIN && strcmp(t->canon->code, "v") == 0) {
                if (!R->failed)
                    R->surely_invalid = true;   /* a reference to void: `__void_t<T&>` with T void */
                return tr_fail(R);
            }
            t = type_derived(R->tt, k == TK_STAR ? TY_POINTER : k == TK_AMP ? TY_LREF : TY_RREF, t);
        } else if (k == TK_CONST || k == TK_VOLATILE || k == TK_RESTRICT) {
            if (t->kind != TY_POINTER && t->kind != TY_MEMBER_POINTER)
                return tr_fail(R);
            t = type_qualified(R->tt, t, k == TK_CONST ? TQ_CONST : k == TK_VOLATILE ? TQ_VOLATILE : TQ_RESTRICT);
        } else if (k == TK_IDENT || k == TK_COLONCOLON) {
            uint32_t j = i + (k == TK_COLONCOLON);
            const struct type *cls = member_pointer_class(R, &j, b);
            if (R->failed)
                return NULL;
            if (!cls)
                break;
            t = type_member_pointer(R->tt, cls, t);
            i = j;
            continue;
        } else {
            break;
        }
        i++;
    }
    if (!t || R->failed)
        return tr_fail(R);
    if (i == R->skip_ellipsis && i < b)
        i++;    /* `Ts&... xs`: the expansion is read element by element */
    /* the core: a nested declarator, a name, or nothing */
    uint32_t nest_a = 0, nest_b = 0;
    if (tr_kind_at(R, i) == TK_LPAREN && i < b && starts_nested_declarator(R, i)) {
        nest_a = i + 1;
        i = type_read_skip_group(R->V, i, b);
        nest_b = i - 1;
    } else {
        i = skip_declarator_name(R, i, b);
    }
    /* suffixes: collected, then applied right to left */
    struct fn_suffix suf[8];
    int nsuf = 0;
    while (i < b && !R->failed) {
        unsigned k = tr_kind_at(R, i);
        uint32_t after = skip_attributes(R, i, b);
        if (after != i) {
            i = after;
            continue;
        }
        if ((k == TK_LPAREN || k == TK_LBRACKET) && nsuf < 8) {
            memset(&suf[nsuf], 0, sizeof suf[nsuf]);
            suf[nsuf].open = i;
            i = type_read_skip_group(R->V, i, b);
            suf[nsuf].close = i - 1;
            if (k == TK_LPAREN && !read_function_qualifiers(R, &i, b, &suf[nsuf]))
                return tr_fail(R);
            nsuf++;
        } else {
            break;
        }
    }
    for (int s = nsuf - 1; s >= 0 && t && !R->failed; s--) {
        if (tr_kind_at(R, suf[s].open) == TK_LPAREN)
            t = apply_function(R, &suf[s], t, b);
        else
            t = apply_array(R, suf[s].open, suf[s].close, t);
    }
    if (nest_b > nest_a && t && !R->failed) {
        uint32_t j = nest_a;
        t = type_read_declarator(R, &j, nest_b, t);
        if (j != nest_b)
            R->failed = true;
    }
    *pi = i;
    return R->failed || !t ? tr_fail(R) : t;
}

/* The end of the declarator starting at a: a `,`, `;`, `=`, `{`, `:`
   outside brackets and template argument lists. */
uint32_t tr_declarator_end(const struct type_reader *R, uint32_t a)
{
    int depth = 0;
    uint32_t z = a;
    for (; z < R->V->ntoks; z++) {
        unsigned k = tr_kind_at(R, z);
        if (k == TK_LPAREN || k == TK_LBRACKET || type_read_template_open(R->V, z) || (depth > 0 && k == TK_LBRACE))
            depth++;    /* (braces inside parentheses: a default argument's `= {}`) */
        else if (depth > 0 && k == TK_RBRACE) {
            depth--;
            continue;
        } else if (k == TK_RPAREN || k == TK_RBRACKET || (k == TK_GT && (R->V->mark[z] & MK_TEMPLATE_CLOSE)))
            depth--;
        else if (depth == 0 && (k == TK_COMMA || k == TK_SEMI || k == TK_EQ || k == TK_LBRACE || k == TK_COLON ||
                                k == TK_TRY || k == TK_REQUIRES))
            break;
        else if (depth == 0 && k == TK_IDENT && z > a && R->V->toks[z].id &&
                 (tr_kind_at(R, z - 1) == TK_RPAREN || tr_kind_at(R, z - 1) == TK_CONST ||
                  tr_kind_at(R, z - 1) == TK_VOLATILE || tr_kind_at(R, z - 1) == TK_AMP ||
                  tr_kind_at(R, z - 1) == TK_AMPAMP) &&
                 (strcmp(R->V->toks[z].id->name, "override") == 0 || strcmp(R->V->toks[z].id->name, "final") == 0))
            break;      /* a virt-specifier after a function declarator */
        if (depth < 0 || k == TK_EOF || k == TK_RBRACE)
            break;
    }
    return z;
}

/* The start of the declarator whose name is at name: after the specifiers
   or the `,` before it. */
static uint32_t declarator_start(const struct type_reader *R, uint32_t spec_last, uint32_t name)
{
    uint32_t a = name;
    while (a > spec_last + 1 && tr_kind_at(R, a - 1) != TK_COMMA)
        a--;
    return a;
}

const struct type *type_read_typedef(struct type_reader *R, struct entity *e)
{
    if (e->type)
        return e->type;
    const struct type_tokens *tt = e->type_toks;
    if (!tt || R->depth > 24)
        return tr_fail(R);
    R->depth++;
    int uses = R->env_uses;
    uint32_t i = tt->spec_first, b = tt->spec_last + 1;
    const struct type *t;
    struct entity *target = e->target ? entity_resolve(e->target) : NULL;
    if (tt->name && target && (target->kind == EK_CLASS || target->kind == EK_ENUM) &&
        (tr_kind_at(R, tt->spec_last) == TK_RBRACE || target->name == NULL)) {
        /* typedef struct {...} X; the class the specifiers define */
        t = type_qualified(R->tt, type_named(R->tt, target),
                           (tr_kind_at(R, tt->spec_first) == TK_CONST) ? TQ_CONST : 0);
        i = b;
    } else {
        t = type_read_specifiers(R, &i, b);
    }
    if (t && tt->name == 0) {
        t = type_read_declarator(R, &i, b, t);      /* using X = T*; */
        if (i != b)
            t = tr_fail(R);
    } else if (t) {
        i = declarator_start(R, tt->spec_last, tt->name);
        uint32_t z = tr_declarator_end(R, i);
        t = type_read_declarator(R, &i, z, t);
        if (i != z)
            t = tr_fail(R);
    }
    R->depth--;
    if (R->failed)
        return NULL;
    if (R->env_uses == uses)
        e->type = t;    /* the same wherever it is named */
    return t;
}

/* ---- template-ids ---- */

/* The parameters of a class template, from its declarations' heads (the
   first gives kinds and types, any may give a default). -1 when unknown. */
int tr_head_params(struct type_reader *R, const struct template_heads *h, struct tparam *out, int max)
{
    if (!h || h->n == 0)
        return -1;
    int n = -1;
    for (int k = 0; k < h->n; k++) {
        uint32_t lt = h->lt[k], gt = tr_matching_angle(R, lt, (uint32_t)R->V->ntoks);
        int count = 0;
        for (uint32_t i = lt + 1; i < gt && count < max; count++) {
            uint32_t e = type_read_element_end(R->V, i, gt), d = type_read_default_start(R->V, i, e);
            struct tparam p;
            memset(&p, 0, sizeof p);
            unsigned k0 = tr_kind_at(R, i);
            p.kind = k0 == TK_TEMPLATE ? 2 : ((k0 == TK_CLASS || k0 == TK_TYPENAME) &&
                                              tr_kind_at(R, i + 2) != TK_COLONCOLON) ? 0 : 1;
            uint32_t name = TU_NO_TOKEN;
            int depth = 0;
            for (uint32_t j = i; j < d; j++) {
                unsigned kj = tr_kind_at(R, j);
                depth += kj == TK_LT ? 1 : kj == TK_GT ? -1 : 0;
                if (depth == 0 && kj == TK_ELLIPSIS)
                    p.pack = true;
                if (depth == 0 && kj == TK_IDENT)
                    name = j;
            }
            /* a value parameter's last identifier is its name unless it is
               its type's (`kind = make_kind<T>()`, `ns::kind = ...`: unnamed) */
            if (name != TU_NO_TOKEN && p.kind == 1 && (name == i || tr_kind_at(R, name - 1) == TK_COLONCOLON))
                name = TU_NO_TOKEN;
            if (name != TU_NO_TOKEN)
                p.names[k] = R->V->toks[name].id;
            p.type_first = i;
            p.type_end = name != TU_NO_TOKEN && p.kind == 1 ? name : d;
            if (p.pack && p.type_end > i && tr_kind_at(R, p.type_end - 1) == TK_ELLIPSIS)
                p.type_end--;
            if (d < e) {
                p.def_first = d + 1;
                p.def_end = e;
            }
            if (k == 0) {
                out[count] = p;
            } else if (n >= 0 && count < n) {
                out[count].names[k] = p.names[k];
                if (!out[count].def_end && p.def_end) {
                    out[count].def_first = p.def_first;
                    out[count].def_end = p.def_end;
                }
            }
            i = e + 1;
        }
        if (k == 0)
            n = count;
    }
    return n;
}

int tr_template_params(struct type_reader *R, const struct entity *tmpl, struct tparam *out, int max)
{
    return tr_head_params(R, tmpl->heads, out, max);
}

/* The token index of the byte offset off (the first token at or after it). */
uint32_t tr_token_at(const struct type_reader *R, uint32_t off)
{
    size_t lo = 0, hi = R->V->ntoks;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (R->V->toks[mid].offset < off)
            lo = mid + 1;
        else
            hi = mid;
    }
    return (uint32_t)lo;
}

/* The precedence of the binary operator k as eval_constant evaluates it
   (higher binds tighter); 0: not a binary operator it evaluates. */
static int binary_precedence(unsigned k)
{
    switch (k) {
    case TK_PIPEPIPE: return 1;
    case TK_AMPAMP: return 2;
    case TK_PIPE: return 3;
    case TK_CARET: return 4;
    case TK_AMP: return 5;
    case TK_EQEQ: case TK_EXCLEQ: return 6;
    case TK_LT: case TK_GT: case TK_LTEQ: case TK_GTEQ: return 7;
    case TK_LTLT: return 8;
    case TK_PLUS: case TK_MINUS: return 9;
    case TK_STAR: case TK_SLASH: case TK_PERCENT: return 10;
    default: return 0;
    }
}

static bool is_cast_keyword(unsigned k)
{
    return k == TK_STATIC_CAST || k == TK_REINTERPRET_CAST || k == TK_CONST_CAST || k == TK_DYNAMIC_CAST;
}

/* Whether the token k ends an operand (what a binary operator follows). */
static bool ends_operand(unsigned k)
{
    return k == TK_INT_LIT || k == TK_RPAREN || k == TK_IDENT || k == TK_TRUE || k == TK_FALSE;
}

/* The end of the initialiser that starts at i: the `;` or `,` after it
   (an enumerator's: also the enumeration's `}`), parentheses and
   template argument lists skipped. */
static uint32_t initializer_end_in(const struct type_reader *R, uint32_t i, bool enumerator)
{
    uint32_t n = (uint32_t)R->V->ntoks;
    while (i < n && tr_kind_at(R, i) != TK_SEMI && tr_kind_at(R, i) != TK_COMMA &&
           !(enumerator && tr_kind_at(R, i) == TK_RBRACE)) {
        if (tr_kind_at(R, i) == TK_LPAREN)
            i = type_read_skip_group(R->V, i, n);
        else if (type_read_template_open(R->V, i))
            i = tr_matching_angle(R, i, n) + 1;
        else
            i++;
    }
    return i;
}

uint32_t tr_initializer_end(const struct type_reader *R, uint32_t i)
{
    return initializer_end_in(R, i, false);
}

bool tr_enumerator_value(struct type_reader *R, const struct entity *e, long long *out, int depth)
{
    if (e->kind != EK_ENUMERATOR)
        return false;
    if (e->type && e->type->kind == TY_LITERAL && !e->type->cls) {
        *out = e->type->value;      /* evaluated where it was declared */
        return true;
    }
    if (!e->decl_offset)
        return false;
    uint32_t name = tr_token_at(R, e->decl_offset), n = (uint32_t)R->V->ntoks;
    if (name + 2 >= n || tr_kind_at(R, name) != TK_IDENT || tr_kind_at(R, name + 1) != TK_EQ)
        return false;   /* (the one before it plus one: not looked for) */
    return eval_constant(R, name + 2, initializer_end_in(R, name + 2, true), out, depth + 1);
}

/* The token after e's name where its initialiser is written (`= v`):
   where it was last declared, or where its type was (a static member's
   in-class initialiser, defined again out of its class without one);
   TU_NO_TOKEN when neither has one. */
static uint32_t initializer_at(const struct type_reader *R, const struct entity *e)
{
    if (e->kind != EK_VARIABLE || !e->decl_offset)
        return TU_NO_TOKEN;
    uint32_t name = tr_token_at(R, e->decl_offset);
    if (name + 2 < R->V->ntoks && tr_kind_at(R, name + 1) == TK_EQ)
        return name + 2;
    if (e->type_toks && e->type_toks->name && e->type_toks->name != name && e->type_toks->name + 2 < R->V->ntoks &&
        tr_kind_at(R, e->type_toks->name + 1) == TK_EQ)
        return e->type_toks->name + 2;
    return TU_NO_TOKEN;
}

bool tr_initializer_value(struct type_reader *R, const struct entity *e, long long *out, int depth)
{
    uint32_t i = initializer_at(R, e);
    if (i == TU_NO_TOKEN || !eval_constant(R, i, tr_initializer_end(R, i), out, depth + 1))
        return false;
    /* the value as the variable's type holds it (`const unsigned k = 0u - 1u;`) */
    const struct type *t = e->type ? e->type : e->type_toks ? type_read_entity(R->V, (struct entity *)e) : NULL;
    if (!t || type_read_is_auto(t))
        return true;    /* (the initializer's own type: not tracked) */
    return converted_value(type_unqualified(R->tt, t), *out, out);
}

const struct type *tr_initializer_opaque(struct type_reader *R, const struct entity *e)
{
    uint32_t i = initializer_at(R, e);
    if (i == TU_NO_TOKEN || tr_kind_at(R, i) != TK_IDENT || tr_initializer_end(R, i) != i + 1)
        return NULL;
    for (int n = R->nenv - 1; n >= 0; n--)
        if (R->env_name[n] == R->V->toks[i].id)
            return R->env_type[n] && type_is_opaque_literal(R->env_type[n]) ? R->env_type[n]->canon : NULL;
    return NULL;
}

/* The type-id [a, b) read aside, in a copy of R (a failure there does not
   end R's reading; R still learns that bound parameters were used): NULL
   unless it is read whole. */
static const struct type *read_type_id_aside(struct type_reader *R, uint32_t a, uint32_t b)
{
    struct type_reader C = *R;
    C.failed = false;
    uint32_t i = a;
    const struct type *t = type_read_specifiers(&C, &i, b);
    if (t)
        t = type_read_declarator(&C, &i, b, t);
    R->env_uses = C.env_uses;
    return t && !C.failed && i == b ? t : NULL;
}

uint32_t tr_skip_namespaces(const struct type_reader *R, uint32_t i, uint32_t b)
{
    i += tr_kind_at(R, i) == TK_COLONCOLON;
    while (i + 1 < b && tr_kind_at(R, i) == TK_IDENT && tr_kind_at(R, i + 1) == TK_COLONCOLON && R->V->ent[i] &&
           entity_resolve(R->V->ent[i])->kind == EK_NAMESPACE)
        i += 2;
    return i;
}

/* `Q::name` in [a, b), Q a class: the value of its static member, read in
   the definition Q's specialisation takes; or a namespace's constant. */
static bool eval_qualified(struct type_reader *R, uint32_t a, uint32_t b, long long *out, int depth)
{
    const struct ident *id = R->V->toks[b - 1].id;
    uint32_t q = tr_skip_namespaces(R, a, b);
    bool namespaces = q == b - 1;
    const struct entity *named = R->V->ent[b - 1] ? entity_resolve(R->V->ent[b - 1]) : NULL;
    if (named && named->kind == EK_ENUMERATOR && named->parent && named->parent->owner &&
        named->parent->owner->parent && named->parent->owner->parent->kind == SK_NAMESPACE)
        return tr_enumerator_value(R, named, out, depth);   /* `ns::E::e` (a scoped enumeration's) */
    if (namespaces) {
        /* `ns::c`: the constant the parser found */
        const struct entity *e = R->V->ent[b - 1] ? entity_resolve(R->V->ent[b - 1]) : NULL;
        if (!e || e->kind != EK_VARIABLE || !(e->flags & EF_DEFINED))
            return false;
        return tr_initializer_value(R, e, out, depth);
    }
    const struct type *t = read_type_id_aside(R, a + (tr_kind_at(R, a) == TK_TYPENAME), b - 2);
    if (!t || type_mentions_param(t, true))
        return false;
    return tr_static_value(R, t, id, out, depth);
}

/* The builtin trait k (`__is_same(A, B)`, `__is_enum(T)`) over the
   type-ids in [a, b): known when every type is read and names no
   template parameter. */
static bool eval_type_trait(struct type_reader *R, unsigned k, uint32_t a, uint32_t b, long long *out)
{
    const struct type *t[2];
    int n = 0;
    for (uint32_t i = a; i < b && n < 2;) {
        uint32_t e = type_read_element_end(R->V, i, b);
        const struct type *x = read_type_id_aside(R, i, e);
        if (!x || type_mentions_param(x, true))
            return false;
        t[n++] = x->canon;
        i = e + 1;
    }
    if (k == TK_IS_SAME && n == 2)
        *out = t[0] == t[1];
    else if (k == TK_IS_ENUM && n == 1)
        *out = type_is_enum(t[0]);
    else
        return false;
    return true;
}

/* A constant expression in tokens [a, b): integer literals, true/false,
   the unary operators - ~ !, the binary operators of binary_precedence
   (&& and || short-circuit), ?:, parentheses, static_cast<T>(e) and T(e)
   (the cast is left to the parameter's type), sizeof and alignof of
   types, names of variables initialised with such an expression, and
   static members of classes (`is_same<A, B>::value`). Comparisons of
   negative values or of values past INT_MAX are not evaluated (the
   operands' types are not tracked, so neither signedness nor an unsigned
   int's wrapping is known). */
static bool eval_constant(struct type_reader *R, uint32_t a, uint32_t b, long long *out, int depth)
{
    if (a >= b || depth > 40)
        return false;
    unsigned k = tr_kind_at(R, a);
    /* the binary operator that binds loosest, the last of equals
       (left-associative); a `?` at depth 0 before any */
    int d = 0, prec = 0;
    uint32_t op = 0, question = 0, closed = TU_NO_TOKEN;
    for (uint32_t i = a; i < b; i++) {
        unsigned ki = tr_kind_at(R, i);
        if (ki == TK_LPAREN || ki == TK_LBRACKET) {
            d++;
        } else if (ki == TK_RPAREN || ki == TK_RBRACKET) {
            d--;
        } else if (ki == TK_LT && (type_read_template_open(R->V, i) ||
                                   (i > a && is_cast_keyword(tr_kind_at(R, i - 1))))) {
            i = tr_matching_angle(R, i, b);     /* a template argument list, a cast's type */
            if (i >= b)
                return false;
            closed = i;     /* (a template-id ends an operand: `v<T> || w<T>`) */
        } else if (d == 0 && ki == TK_QUESTION) {
            question = i;
            break;
        } else if (d == 0 && i > a && binary_precedence(ki) &&
                   (ends_operand(tr_kind_at(R, i - 1)) || closed == i - 1)) {
            if (ki == TK_GT && i + 1 < b && (R->V->toks[i + 1].flags & TF_ADJ) &&
                (tr_kind_at(R, i + 1) == TK_GT || tr_kind_at(R, i + 1) == TK_GTEQ))
                return false;   /* `>>`: not evaluated */
            int p = binary_precedence(ki);
            if (!prec || p <= prec) {
                prec = p;
                op = i;
            }
        }
    }
    if (question) {
        /* c ? x : y, the `:` that pairs with the `?` */
        int nest = 0;
        uint32_t colon = 0;
        d = 0;
        for (uint32_t i = question + 1; i < b && !colon; i++) {
            unsigned ki = tr_kind_at(R, i);
            if (ki == TK_LPAREN || ki == TK_LBRACKET)
                d++;
            else if (ki == TK_RPAREN || ki == TK_RBRACKET)
                d--;
            else if (d == 0 && ki == TK_QUESTION)
                nest++;
            else if (d == 0 && ki == TK_COLON && nest-- == 0)
                colon = i;
        }
        long long c;
        if (!colon || !eval_constant(R, a, question, &c, depth + 1))
            return false;
        return c ? eval_constant(R, question + 1, colon, out, depth + 1)
                 : eval_constant(R, colon + 1, b, out, depth + 1);
    }
    if (op) {
        long long l, r;
        unsigned ko = tr_kind_at(R, op);
        if (!eval_constant(R, a, op, &l, depth + 1))
            return false;
        if ((ko == TK_AMPAMP && !l) || (ko == TK_PIPEPIPE && l)) {
            *out = ko == TK_PIPEPIPE;   /* decided by the left operand */
            return true;
        }
        if (!eval_constant(R, op + 1, b, &r, depth + 1))
            return false;
        unsigned long long ul = (unsigned long long)l, ur = (unsigned long long)r;
        switch (ko) {
        case TK_PLUS: *out = (long long)(ul + ur); break;
        case TK_MINUS: *out = (long long)(ul - ur); break;
        case TK_STAR: *out = (long long)(ul * ur); break;
        case TK_SLASH:
        case TK_PERCENT:
            if (r == 0 || l < 0 || r < 0)
                return false;   /* (negative operands: the sign rules are not modelled) */
            *out = ko == TK_SLASH ? l / r : l % r;
            break;
        case TK_LTLT:
            if (r < 0 || r >= 63 || l < 0 || (r > 0 && (unsigned long long)l >> (63 - r)))
                return false;   /* shifts that overflow a long long */
            *out = (long long)(ul << r);
            break;
        case TK_AMPAMP: case TK_PIPEPIPE: *out = r != 0; break;
        case TK_AMP: *out = l & r; break;
        case TK_PIPE: *out = l | r; break;
        case TK_CARET: *out = l ^ r; break;
        default:
            if (l < 0 || r < 0 || l > 0x7fffffff || r > 0x7fffffff)
                return false;   /* signed or unsigned comparison, or a value an
                                   unsigned int may have wrapped: not known */
            *out = ko == TK_EQEQ ? l == r : ko == TK_EXCLEQ ? l != r : ko == TK_LT ? l < r :
                   ko == TK_GT ? l > r : ko == TK_LTEQ ? l <= r : l >= r;
            break;
        }
        return true;
    }
    if (k == TK_MINUS || k == TK_TILDE || k == TK_EXCL) {
        long long v;
        if (!eval_constant(R, a + 1, b, &v, depth + 1))
            return false;
        *out = k == TK_MINUS ? (long long)(0ull - (unsigned long long)v) : k == TK_TILDE ? ~v : !v;
        return true;
    }
    if (k == TK_LPAREN && tr_kind_at(R, b - 1) == TK_RPAREN && type_read_skip_group(R->V, a, b) == b)
        return eval_constant(R, a + 1, b - 1, out, depth + 1);
    if (k == TK_LPAREN) {
        /* `(T)e`: e's value as the builtin or enumeration type T has it */
        uint32_t c = type_read_skip_group(R->V, a, b);
        const struct type *t = c < b ? read_type_id_aside(R, a + 1, c - 1) : NULL;
        long long v;
        if (!t || !eval_constant(R, c, b, &v, depth + 1))
            return false;
        return converted_value(t, v, out);
    }
    if (k == TK_STATIC_CAST && tr_kind_at(R, a + 1) == TK_LT) {
        uint32_t gt = tr_matching_angle(R, a + 1, b);
        long long v;
        const struct type *t = gt < b ? read_type_id_aside(R, a + 2, gt) : NULL;
        if (t && gt + 1 < b && tr_kind_at(R, gt + 1) == TK_LPAREN && type_read_skip_group(R->V, gt + 1, b) == b &&
            eval_constant(R, gt + 2, b - 1, &v, depth + 1))
            return converted_value(t, v, out);
        return false;
    }
    if ((k == TK_SIZEOF || k == TK_ALIGNOF) && tr_kind_at(R, a + 1) == TK_LPAREN && tr_kind_at(R, b - 1) == TK_RPAREN &&
        type_read_skip_group(R->V, a + 1, b) == b) {
        /* sizeof(type-id), alignof(type-id): as the host compiler lays it out */
        const struct type *t = read_type_id_aside(R, a + 2, b - 1);
        unsigned long long size, align;
        if (!t || !layout_of(R->V, t, &size, &align))
            return false;
        *out = (long long)(k == TK_SIZEOF ? size : align);
        return true;
    }
    if (b >= a + 3 && tr_kind_at(R, b - 1) == TK_IDENT && tr_kind_at(R, b - 2) == TK_COLONCOLON)
        return eval_qualified(R, a, b, out, depth);
    if ((k == TK_IS_SAME || k == TK_IS_ENUM) && tr_kind_at(R, a + 1) == TK_LPAREN &&
        type_read_skip_group(R->V, a + 1, b) == b)
        return eval_type_trait(R, k, a + 2, b - 1, out);
    if (b != a + 1 && (tr_kind_at(R, b - 1) == TK_GT || tr_kind_at(R, b - 1) == TK_RPAREN) &&
        tr_eval_template_use(R, a, b, out, depth))
        return true;    /* `v<T>`, `f<T>()` */
    if (b != a + 1) {
        /* T(e) with T a builtin type word */
        uint32_t i = a;
        while (i < b && (tr_kind_at(R, i) == TK_UNSIGNED || tr_kind_at(R, i) == TK_LONG || tr_kind_at(R, i) == TK_INT ||
                         tr_kind_at(R, i) == TK_SHORT || tr_kind_at(R, i) == TK_CHAR || tr_kind_at(R, i) == TK_SIGNED))
            i++;
        if (i > a && i < b && tr_kind_at(R, i) == TK_LPAREN && type_read_skip_group(R->V, i, b) == b) {
            long long v;
            const struct type *t = read_type_id_aside(R, a, i);
            return t && eval_constant(R, i + 1, b - 1, &v, depth + 1) && converted_value(t, v, out);
        }
        if (i == a && k == TK_BOOL && tr_kind_at(R, a + 1) == TK_LPAREN && type_read_skip_group(R->V, a + 1, b) == b) {
            long long v;
            if (!eval_constant(R, a + 2, b - 1, &v, depth + 1))
                return false;
            *out = v != 0;
            return true;
        }
        return false;
    }
    if (k == TK_TRUE || k == TK_FALSE) {
        *out = k == TK_TRUE;
        return true;
    }
    if (k == TK_INT_LIT) {
        const struct token *n = &R->V->toks[a];
        char digits[40];
        size_t len = n->suffix < sizeof digits ? n->suffix : sizeof digits - 1;
        size_t o = 0;
        for (size_t q = 0; q < len; q++)
            if (R->V->buf[n->offset + q] != '\'')
                digits[o++] = R->V->buf[n->offset + q];
        digits[o] = '\0';
        if (o > 1 && digits[0] == '0' && (digits[1] == 'b' || digits[1] == 'B'))
            *out = (long long)strtoull(digits + 2, NULL, 2);
        else
            *out = (long long)strtoull(digits, NULL, 0);
        return true;
    }
    if (k == TK_IDENT)
        for (int n = R->nenv - 1; n >= 0; n--)
            if (R->env_name[n] == R->V->toks[a].id && R->env_type[n] && R->env_type[n]->kind == TY_LITERAL) {
                if (R->env_type[n]->cls)
                    return false;               /* bound to an opaque value */
                *out = R->env_type[n]->value;   /* a value parameter bound */
                R->env_uses++;      /* (what reads it is not cached: see type_read_typedef) */
                return true;
            }
    if (k == TK_IDENT && R->V->ent[a]) {
        /* a constant variable: its initialiser, found from its declaration */
        const struct entity *e = entity_resolve(R->V->ent[a]);
        if (e->kind == EK_ENUMERATOR)   /* evaluated with the enumeration's values (sema/enum_values.c), or here */
            return tr_enumerator_value(R, e, out, depth);
        /* (a static member of a class is declared with its initialiser) */
        if (e->kind != EK_VARIABLE || !(e->flags & (EF_DEFINED | EF_STATIC)))
            return false;
        return tr_initializer_value(R, e, out, depth);
    }
    return false;
}

/* The value v as a literal of the (canonical) builtin or enumeration type
   ty: unsigned values wrapped to its width, a bool 0 or 1. */
static const struct type *literal_of(struct type_table *tt, const struct type *ty, long long v)
{
    if (ty->kind != TY_BUILTIN && !type_is_enum(ty))
        return NULL;
    if (ty->kind != TY_BUILTIN)
        return type_literal(tt, type_unqualified(tt, ty), v);    /* an enumerator's value */
    const char *c = ty->code;
    if (strchr("hjmyotb", c[0]) && c[1] == '\0') {
        unsigned bits = c[0] == 'b' ? 1 : c[0] == 'h' ? 8 : c[0] == 't' ? 16 : c[0] == 'j' ? 32 : 64;
        if (c[0] == 'b')
            v = v != 0;
        else if (bits < 64)
            v = (long long)((unsigned long long)v & ((1ull << bits) - 1));
    }
    return type_literal(tt, type_unqualified(tt, ty), v);
}

/* The integer v converted to the builtin integral or enumeration type ty,
   wrapped to its width and signedness (`(signed char)200` is -56); false
   for another type (a floating one: its rounding is not modelled). */
static bool converted_value(const struct type *ty, long long v, long long *out)
{
    ty = ty->canon;
    if (type_is_enum(ty)) {
        *out = v;
        return true;
    }
    if (ty->kind != TY_BUILTIN || !ty->code)
        return false;
    static const struct { const char *code; unsigned bits; bool is_signed; } ints[] = {
        { "b", 1, false }, { "c", 8, true }, { "a", 8, true }, { "h", 8, false }, { "s", 16, true },
        { "t", 16, false }, { "i", 32, true }, { "j", 32, false }, { "l", 64, true }, { "m", 64, false },
        { "x", 64, true }, { "y", 64, false }, { "w", 32, true }, { "Ds", 16, false }, { "Di", 32, false },
        { "Du", 8, false },
    };
    for (size_t k = 0; k < sizeof ints / sizeof *ints; k++) {
        if (strcmp(ty->code, ints[k].code) != 0)
            continue;
        unsigned long long u = (unsigned long long)v;
        if (ints[k].bits == 1)
            u = v != 0;
        else if (ints[k].bits < 64) {
            u &= (1ull << ints[k].bits) - 1;
            if (ints[k].is_signed && (u >> (ints[k].bits - 1)))
                u |= ~((1ull << ints[k].bits) - 1);     /* sign-extended */
        }
        *out = (long long)u;
        return true;
    }
    return false;
}

/* A value argument [a, b) not evaluated, of the parameter's type ty, as an
   opaque value (sema/type.h): a value parameter bound to one, or `Q::m`
   with Q a class that names no template parameter. NULL otherwise. */
static const struct type *opaque_arg(struct type_reader *R, const struct type *ty, uint32_t a, uint32_t b,
                                     int value_nenv)
{
    int all = R->nenv;
    if (value_nenv >= 0)
        R->nenv = value_nenv;
    const struct type *o = NULL;
    if (b == a + 1 && tr_kind_at(R, a) == TK_IDENT) {
        for (int n = R->nenv - 1; n >= 0; n--)
            if (R->env_name[n] == R->V->toks[a].id) {
                if (R->env_type[n] && type_is_opaque_literal(R->env_type[n])) {
                    o = R->env_type[n]->canon;
                    R->env_uses++;
                }
                break;
            }
    } else if (b >= a + 3 && tr_kind_at(R, b - 1) == TK_IDENT && tr_kind_at(R, b - 2) == TK_COLONCOLON) {
        uint32_t q = a + (tr_kind_at(R, a) == TK_TYPENAME);
        const struct type *cls = q < b - 2 ? read_type_id_aside(R, q, b - 2) : NULL;
        if (cls && type_is_class(cls->canon) && !type_mentions_param(cls, true))
            o = tr_static_opaque(R, cls, R->V->toks[b - 1].id, 0);
    } else if (b >= a + 3 && ((tr_kind_at(R, b - 2) == TK_LBRACE && tr_kind_at(R, b - 1) == TK_RBRACE) ||
                              (tr_kind_at(R, b - 2) == TK_LPAREN && tr_kind_at(R, b - 1) == TK_RPAREN))) {
        /* `__and_<A, B>{}`: an integral_constant's object converted, its value */
        const struct type *cls = read_type_id_aside(R, a, b - 2);
        const struct ident *value = R->V->sema ? intern_find(R->V->sema->idents, "value", 5) : NULL;
        long long v;
        if (cls && value && type_is_class(cls->canon) && !type_mentions_param(cls, true)) {
            if (tr_static_value(R, cls, value, &v, 0)) {
                R->nenv = all;
                return literal_of(R->tt, ty, v);
            }
            o = tr_static_opaque(R, cls, value, 0);
        }
    }
    R->nenv = all;
    if (!o)
        return NULL;
    return o->inner == ty ? o : type_opaque_literal(R->tt, ty, o->cls, o->code);
}

/* A non-type argument: a constant expression of the parameter's type
   (unsigned values wrapped to the type's width). The type is read with
   every binding (`_Tp __v`: the template's own _Tp); the value with the
   first value_nenv only when it is not -1 (an argument written where the
   template is named sees the bindings there, not the template's). */
static const struct type *literal_arg(struct type_reader *R, const struct tparam *p, uint32_t a, uint32_t b,
                                      int value_nenv)
{
    uint32_t j = p->type_first;
    const struct type *ty = type_read_specifiers(R, &j, p->type_end);
    if (!ty || j != p->type_end || (ty->canon->kind != TY_BUILTIN && !type_is_enum(ty->canon)))
        return tr_fail(R);
    ty = ty->canon;
    long long v;
    int all = R->nenv;
    if (value_nenv >= 0)
        R->nenv = value_nenv;
    bool known = eval_constant(R, a, b, &v, 0);
    R->nenv = all;
    if (!known && b == a + 1 && R->params_by_name && R->dependent_bounds && R->V->ent[a] &&
        entity_resolve(R->V->ent[a])->kind == EK_VALUE_PARAM)
        return type_named(R->tt, entity_resolve(R->V->ent[a]));  /* `tile<I_, J_, T>`: the parameter itself */
    for (int n = R->nenv - 1; !known && b == a + 1 && n >= 0; n--)
        if (R->env_name[n] == R->V->toks[a].id && R->env_type[n] && R->env_type[n]->kind == TY_NAMED &&
            R->env_type[n]->ent && R->env_type[n]->ent->kind == EK_VALUE_PARAM)
            return R->env_type[n];  /* bound to another specialisation's parameter (partial ordering) */
    if (!known) {
        const struct type *o = opaque_arg(R, ty, a, b, value_nenv);
        return o ? o : tr_fail(R);     /* an expression we do not evaluate */
    }
    return literal_of(R->tt, ty, v);
}

/* An argument written in a template-id [a, b), for the parameter p: read
   with the first outer bindings only (the template's own, bound while its
   arguments are read for the defaults after them, are not in scope
   there). */
static const struct type *written_arg(struct type_reader *R, const struct tparam *p, uint32_t a, uint32_t b,
                                      int outer)
{
    if (p->kind == 1)
        return literal_arg(R, p, a, b, outer);
    int all = R->nenv;
    R->nenv = outer;
    const struct type *t = tr_template_arg(R, p, a, b);
    R->nenv = all;
    return t;
}

const struct type *tr_template_arg(struct type_reader *R, const struct tparam *p, uint32_t a, uint32_t b)
{
    if (p->kind == 1)
        return literal_arg(R, p, a, b, -1);
    if (p->kind != 0)
        return tr_fail(R);
    uint32_t j = a;
    const struct type *base = type_read_specifiers(R, &j, b);
    const struct type *t = base ? type_read_declarator(R, &j, b, base) : NULL;
    if (!t || j != b)
        return tr_fail(R);
    return t;
}

const struct type *tr_read_template_id(struct type_reader *R, const struct entity *tmpl, uint32_t lt, uint32_t gt)
{
    struct tparam ps[32];
    int np = tr_template_params(R, tmpl, ps, 32);
    if (np < 0 || R->depth >= 24)
        return tr_fail(R);
    R->depth++;
    uint32_t af[32], ae[32];
    int na = 0;
    for (uint32_t i = lt + 1; i < gt && na < 32;) {
        uint32_t e = type_read_element_end(R->V, i, gt);
        af[na] = i;
        ae[na++] = e;
        i = e + 1;
    }
    const struct type *args[32];
    int nargs = 0;
    int saved = R->nenv, ai = 0;
    for (int k = 0; k < np && !R->failed; k++) {
        const struct type *arg;
        if (ps[k].pack) {
            const struct type *elems[32];
            int ne = 0;
            while (ai < na && ne < 32)
                elems[ne++] = written_arg(R, &ps[k], af[ai], ae[ai], saved), ai++;
            arg = R->failed ? NULL : type_pack(R->tt, elems, ne);
        } else if (ai < na) {
            arg = written_arg(R, &ps[k], af[ai], ae[ai], saved);
            ai++;
        } else if (ps[k].def_end) {
            arg = tr_template_arg(R, &ps[k], ps[k].def_first, ps[k].def_end);
        } else {
            arg = NULL;
        }
        if (!arg || nargs == 32) {
            R->failed = true;
            break;
        }
        args[nargs++] = arg;
        for (int h = 0; h < 4; h++)
            if (ps[k].names[h] && R->nenv < TYPE_READ_ENV) {
                R->env_name[R->nenv] = ps[k].names[h];
                R->env_type[R->nenv++] = arg;
            }
    }
    if (ai < na)
        R->failed = true;
    R->nenv = saved;
    R->depth--;
    return R->failed ? NULL : type_template_id(R->tt, tmpl, args, nargs);
}

static bool contains_auto(const struct type *t);

/* A function type's parameter holding `auto` (an abbreviated template). */
static bool contains_auto_parameter(const struct type *fn)
{
    for (int i = 0; i < fn->nargs; i++)
        if (contains_auto(fn->args[i]))
            return true;
    return false;
}

/* `auto` left in a type: a deduced type, or an abbreviated template's parameter. */
static bool contains_auto(const struct type *t)
{
    if (!t)
        return false;
    if (t->kind == TY_BUILTIN)
        return type_read_is_auto(t);
    if (t->kind == TY_FUNCTION)
        for (int i = 0; i < t->nargs; i++)
            if (contains_auto(t->args[i]))
                return true;
    return contains_auto(t->inner);
}

static bool has_specifier(const struct tu_view *V, uint32_t first, uint32_t last, unsigned kind)
{
    for (uint32_t i = first; i <= last; i++)
        if (type_read_kind(V, i) == kind)
            return true;
    return false;
}

/* variable: the declarator declares a variable, so a `(` right after its
   name opens a direct initializer (`S a(1, 2);`), never parameters */
static const struct type *read_declared_as(struct type_reader *R, uint32_t spec_first, uint32_t spec_last,
                                           uint32_t name_tok, bool variable, bool deduced_result);

static const struct type *read_declared(struct type_reader *R, uint32_t spec_first, uint32_t spec_last,
                                        uint32_t name_tok, bool variable)
{
    return read_declared_as(R, spec_first, spec_last, name_tok, variable, false);
}

/* deduced_result: a function's result may be the placeholder (`auto f()`) */
static const struct type *read_declared_as(struct type_reader *R, uint32_t spec_first, uint32_t spec_last,
                                           uint32_t name_tok, bool variable, bool deduced_result)
{
    const struct tu_view *V = R->V;
    if (spec_first == TU_NO_TOKEN || spec_last < spec_first || name_tok <= spec_last || name_tok >= V->ntoks)
        return NULL;
    uint32_t i = spec_first;
    const struct type *base = type_read_specifiers(R, &i, spec_last + 1);
    bool placeholder = false;
    if ((!base || i != spec_last + 1 || R->failed) && R->result_placeholder && R->params_by_name && !variable) {
        base = type_builtin(R->tt, "v");
        R->failed = false;
        R->surely_invalid = false;  /* (the result is read again, bound) */
        placeholder = true;
    } else if (!base || i != spec_last + 1 || R->failed) {
        return NULL;
    }
    i = declarator_start(R, spec_last, name_tok);
    uint32_t z = tr_declarator_end(R, i);
    if (variable && name_tok + 1 < z && type_read_kind(V, name_tok + 1) == TK_LPAREN)
        z = name_tok + 1;
    const struct type *t = type_read_declarator(R, &i, z, base);
    bool placeholder_result = deduced_result && t && t->canon->kind == TY_FUNCTION && t->canon->inner &&
                              type_read_is_auto(t->canon->inner);
    if (!t || i != z || R->failed || (placeholder_result ? contains_auto_parameter(t->canon) : contains_auto(t)))
        return NULL;
    if (placeholder && (t->canon->kind != TY_FUNCTION || t->canon->inner != base))
        return NULL;    /* the placeholder stands for a function's result only */
    if (t->canon->kind != TY_FUNCTION && has_specifier(V, spec_first, spec_last, TK_CONSTEXPR))
        t = type_qualified(R->tt, t, TQ_CONST);     /* a constexpr variable is const */
    return t;
}

bool type_read_constant(const struct tu_view *V, uint32_t a, uint32_t b, long long *out)
{
    struct type_reader R;
    type_reader_init(&R, V);
    return eval_constant(&R, a, b, out, 0);
}

const struct type *type_read_declared(struct type_reader *R, uint32_t spec_first, uint32_t spec_last,
                                      uint32_t name_tok)
{
    return read_declared(R, spec_first, spec_last, name_tok, false);
}

const struct type *type_read_declared_deduced(struct type_reader *R, uint32_t spec_first, uint32_t spec_last,
                                              uint32_t name_tok)
{
    return read_declared_as(R, spec_first, spec_last, name_tok, false, true);
}

const struct type *type_of_declarator(const struct tu_view *V, uint32_t spec_first, uint32_t spec_last,
                                      uint32_t name_tok)
{
    struct type_reader R;
    type_reader_init(&R, V);
    return type_read_declared(&R, spec_first, spec_last, name_tok);
}

const struct type *type_read_deduced_function(const struct tu_view *V, struct entity *e)
{
    if (e->kind != EK_FUNCTION || !e->type_toks)
        return NULL;
    struct type_reader R;
    type_reader_init(&R, V);
    return read_declared_as(&R, e->type_toks->spec_first, e->type_toks->spec_last, e->type_toks->name, false, true);
}

/* The bases of class c (and of its bases) that name a class template's
   specialisation: member typedefs found through them are read there. */
static void note_base_specs(struct type_reader *R, const struct entity *c, int depth)
{
    for (const struct base_ref *b = c->bases; b && depth < 8; b = b->next) {
        if (b->type && R->nbase_specs < TYPE_READ_BASE_SPECS)
            R->base_specs[R->nbase_specs++] = b->type;
        else if (b->entity && !b->dependent && entity_resolve(b->entity)->kind == EK_CLASS)
            note_base_specs(R, entity_resolve(b->entity), depth + 1);
    }
}

/* The declared type of a variable, function, parameter or typedef: read
   once from where type_toks says it is written, then kept in e->type. */
void type_reader_note_bases(struct type_reader *R, const struct scope *s)
{
    for (; s; s = s->parent)
        if (s->kind == SK_CLASS && s->owner && s->owner->kind == EK_CLASS)
            note_base_specs(R, s->owner, 0);
}

const struct type *type_read_type_id(const struct tu_view *V, uint32_t first, uint32_t last)
{
    if (last >= V->ntoks || last < first)
        return NULL;
    struct type_reader R;
    type_reader_init(&R, V);
    uint32_t i = first;
    const struct type *base = type_read_specifiers(&R, &i, last + 1);
    const struct type *t = base && !R.failed ? type_read_declarator(&R, &i, last + 1, base) : NULL;
    return t && !R.failed && i == last + 1 ? t : NULL;
}

const struct type *type_read_entity(const struct tu_view *V, struct entity *e)
{
    return type_read_entity_within(V, e, e->parent);
}

const struct type *type_read_entity_within(const struct tu_view *V, struct entity *e, const struct scope *where)
{
    if (e->type || (e->flags & EF_TYPE_UNREAD) || !e->type_toks)
        return e->type;
    if (e->kind != EK_TYPEDEF && e->kind != EK_VARIABLE && e->kind != EK_FUNCTION && e->kind != EK_PARAMETER)
        return NULL;
    /* unread while it is being read: a type that needs itself (`int
       t[sizeof(T)]` inside T lays T out, which reads t) is not known */
    e->flags |= EF_TYPE_UNREAD;
    if (e->kind == EK_TYPEDEF) {
        struct type_reader R;
        type_reader_init(&R, V);
        type_read_typedef(&R, e);
    } else {
        struct type_reader R;
        type_reader_init(&R, V);
        type_reader_note_bases(&R, where);
        if (e->kind == EK_PARAMETER ||
            (e->kind == EK_VARIABLE && where && (where->kind == SK_BLOCK || where->kind == SK_FUNCTION_PARAMS))) {
            /* `K &o` in the body of class template K: the injected-class-name
               is the current instantiation, the type `this` points to */
            const struct scope *s = where;     /* (through classes nested in it) */
            while (s && s->kind != SK_NAMESPACE &&
                   !(s->kind == SK_CLASS && s->owner && s->owner->kind == EK_CLASS_TEMPLATE))
                s = s->parent;
            if (s && s->kind == SK_CLASS && s->owner && s->owner->kind == EK_CLASS_TEMPLATE) {
                R.injected = s->owner;
                R.injected_type = type_named(R.tt, s->owner);
            }
        }
        e->type = read_declared(&R, e->type_toks->spec_first, e->type_toks->spec_last, e->type_toks->name,
                                e->kind == EK_VARIABLE);
    }
    if (e->type)
        e->flags &= ~EF_TYPE_UNREAD;
    return e->type;
}

/* ---- function templates' parameters, one by one ---- */

const struct type *type_read_special(struct type_reader *R, const struct entity *m)
{
    uint32_t lp = m->type_toks->name + 1;
    if (tr_kind_at(R, lp) != TK_LPAREN)
        return NULL;
    uint32_t rp = type_read_skip_group(R->V, lp, (uint32_t)R->V->ntoks) - 1;
    const struct type *params[TYPE_MAX_ARGS];
    int n = 0;
    bool variadic = false;
    if (!type_read_params(R, lp + 1, rp, params, TYPE_MAX_ARGS, &n, &variadic) || R->failed)
        return NULL;
    return type_function(R->tt, type_builtin(R->tt, "v"), params, n, variadic, 0, 0, false);
}

/* The parentheses of fn's parameter list; false when not found */
static bool parameter_parens(const struct type_reader *R, const struct entity *fn, uint32_t *lpp, uint32_t *rpp)
{
    if (!fn->type_toks || !fn->type_toks->name)
        return false;
    uint32_t lp = fn->type_toks->name + 1;
    if (tr_kind_at(R, fn->type_toks->name) == TK_OPERATOR) {
        if (tr_kind_at(R, lp) == TK_LPAREN && tr_kind_at(R, lp + 1) == TK_RPAREN)
            lp += 2;    /* operator() */
        while (lp < R->V->ntoks && lp < fn->type_toks->name + 4 && tr_kind_at(R, lp) != TK_LPAREN)
            lp++;
    }
    if (lp >= R->V->ntoks || tr_kind_at(R, lp) != TK_LPAREN)
        return false;
    uint32_t rp = type_read_skip_group(R->V, lp, (uint32_t)R->V->ntoks) - 1;
    if (rp >= R->V->ntoks || tr_kind_at(R, rp) != TK_RPAREN)
        return false;
    *lpp = lp;
    *rpp = rp;
    return true;
}

int type_read_nondeduced_params(const struct tu_view *V, const struct entity *fn, bool *out, int max)
{
    struct type_reader R;
    type_reader_init(&R, V);
    uint32_t lp, rp;
    if (!parameter_parens(&R, fn, &lp, &rp))
        return -1;
    bool maybe = false;     /* a `::` or an alias template among the tokens */
    for (uint32_t j = lp + 1; j < rp && !maybe; j++)
        maybe = tr_kind_at(&R, j) == TK_COLONCOLON ||
                (V->ent[j] && entity_resolve(V->ent[j])->kind == EK_ALIAS_TEMPLATE);
    if (!maybe)
        return 0;
    R.params_by_name = true;
    int n = 0;
    for (uint32_t i = lp + 1; i < rp && n < max;) {
        uint32_t e = type_read_element_end(V, i, rp);
        const struct type *t[1];
        int one = 0;
        bool variadic;
        R.failed = false;
        R.nondeduced = false;
        out[n++] = type_read_params(&R, i, e, t, 1, &one, &variadic) && !R.failed && R.nondeduced;
        i = e + 1;
    }
    return n;
}

int type_read_params_loose(const struct tu_view *V, const struct entity *fn, const struct type **out, int max,
                           int *open_from, uint32_t *first, uint32_t *end)
{
    struct type_reader R;
    type_reader_init(&R, V);
    R.params_by_name = true;
    uint32_t lp, rp;
    if (!parameter_parens(&R, fn, &lp, &rp))
        return -1;
    int n = 0;
    *open_from = -1;
    for (uint32_t i = lp + 1; i < rp && n < max;) {
        uint32_t e = type_read_element_end(V, i, rp);
        bool pack = false;
        for (uint32_t j = i; j < e; j++)
            pack |= tr_kind_at(&R, j) == TK_ELLIPSIS;
        if (pack && *open_from < 0)
            *open_from = n;     /* a pack, or `...`: any number of arguments from here */
        if (first)
            first[n] = i;
        if (end)
            end[n] = type_read_default_start(V, i, e);
        const struct type *t[1];
        int one = 0;
        bool variadic;
        R.failed = false;
        out[n++] = !pack && type_read_params(&R, i, e, t, 1, &one, &variadic) && one == 1 && !R.failed ? t[0] : NULL;
        i = e + 1;
    }
    if (*open_from < 0)
        *open_from = n;
    return n;
}

int type_read_function_template_params(const struct tu_view *V, const struct entity *tmpl,
                                       struct template_param_info *out, int max)
{
    if (!tmpl->heads || tmpl->heads->n != 1)
        return -1;
    return type_read_template_params(V, tmpl, out, max);
}

int type_read_template_params(const struct tu_view *V, const struct entity *tmpl, struct template_param_info *out,
                              int max)
{
    if (!tmpl->heads || tmpl->heads->n < 1)
        return -1;
    struct type_reader R;
    type_reader_init(&R, V);
    struct tparam ps[TYPE_READ_ENV];
    int n = tr_template_params(&R, tmpl, ps, TYPE_READ_ENV);
    if (n < 0 || n > max || n == TYPE_READ_ENV)
        return -1;
    for (int i = 0; i < n; i++) {
        out[i].name = ps[i].names[0];
        if (!out[i].name) {
            /* `template <typename = void>`: nothing in the template names the
               parameter, so a spelling no token has binds it by position */
            char buf[32];
            int len = snprintf(buf, sizeof buf, "<unnamed %d>", i + 1);
            out[i].name = intern(V->sema->idents, buf, (size_t)len);
        }
        out[i].kind = ps[i].kind;
        out[i].pack = ps[i].pack;
        out[i].type_first = ps[i].type_first;
        out[i].type_end = ps[i].type_end;
        out[i].def_first = ps[i].def_first;
        out[i].def_end = ps[i].def_end;
    }
    return n;
}

/* A reader with names[i] bound to types[i] (a function template's
   parameters before the one whose default or value is read). */
static void bound_reader(struct type_reader *R, const struct tu_view *V, const struct ident *const *names,
                         const struct type *const *types, int n)
{
    type_reader_init(R, V);
    for (int i = 0; i < n; i++) {
        R->env_name[i] = names[i];
        R->env_type[i] = types[i];
    }
    R->nenv = n;
}

const struct type *type_read_template_default(const struct tu_view *V, const struct template_param_info *p,
                                              const struct ident *const *names, const struct type *const *types,
                                              int n)
{
    if (p->kind != 0 || !p->def_end || n > TYPE_READ_ENV)
        return NULL;
    struct type_reader R;
    bound_reader(&R, V, names, types, n);
    uint32_t j = p->def_first;
    const struct type *base = type_read_specifiers(&R, &j, p->def_end);
    const struct type *t = base ? type_read_declarator(&R, &j, p->def_end, base) : NULL;
    return t && j == p->def_end && !R.failed ? t : NULL;
}

const struct type *type_read_template_value(const struct tu_view *V, const struct template_param_info *p, long long v,
                                            bool def, const struct ident *const *names,
                                            const struct type *const *types, int n)
{
    if (p->kind != 1 || p->pack || n > TYPE_READ_ENV || (def && !p->def_end))
        return NULL;
    struct type_reader R;
    bound_reader(&R, V, names, types, n);
    struct tparam tp;
    memset(&tp, 0, sizeof tp);
    tp.kind = 1;
    tp.type_first = p->type_first;
    tp.type_end = p->type_end;
    if (def) {
        const struct type *t = tr_template_arg(&R, &tp, p->def_first, p->def_end);
        return R.failed ? NULL : t;
    }
    uint32_t j = p->type_first;
    const struct type *ty = type_read_specifiers(&R, &j, p->type_end);
    if (!ty || j != p->type_end || R.failed)
        return NULL;
    return literal_of(R.tt, ty->canon, v);
}

/* ---- operator functions ---- */

const struct type *type_read_operator(struct type_reader *R, uint32_t spec_first, uint32_t spec_last, uint32_t lp)
{
    const struct tu_view *V = R->V;
    uint32_t op = spec_last + 1;
    while (op < lp && tr_kind_at(R, op) != TK_OPERATOR)
        op++;
    if (op >= lp || tr_kind_at(R, lp) != TK_LPAREN)
        return tr_fail(R);
    uint32_t i = spec_first;
    const struct type *ret = type_read_specifiers(R, &i, spec_last + 1);
    for (uint32_t j = spec_last + 1; ret && j < op; j++) {
        unsigned k = tr_kind_at(R, j);
        if (k == TK_STAR)
            ret = type_derived(R->tt, TY_POINTER, ret);
        else if (k == TK_AMP)
            ret = type_derived(R->tt, TY_LREF, ret);
        else if (k == TK_AMPAMP)
            ret = type_derived(R->tt, TY_RREF, ret);
        else if (k == TK_CONST)
            ret = type_qualified(R->tt, ret, TQ_CONST);
        else
            ret = NULL;     /* `operator` in a nested declarator: not read */
    }
    uint32_t rp = type_read_skip_group(V, lp, (uint32_t)V->ntoks) - 1;
    const struct type *params[TYPE_MAX_ARGS];
    int n = 0;
    bool variadic = false;
    if (!ret || R->failed || rp >= V->ntoks || tr_kind_at(R, rp) != TK_RPAREN ||
        !type_read_params(R, lp + 1, rp, params, TYPE_MAX_ARGS, &n, &variadic) || R->failed)
        return tr_fail(R);
    int cv, ref;
    type_read_function_qualifiers(V, rp, &cv, &ref);
    return type_function(R->tt, ret, params, n, variadic, cv, ref, false);
}

bool tr_eval_constant(struct type_reader *R, uint32_t a, uint32_t b, long long *out, int depth)
{
    return eval_constant(R, a, b, out, depth);
}

const struct type *tr_read_type_id_aside(struct type_reader *R, uint32_t a, uint32_t b)
{
    return read_type_id_aside(R, a, b);
}

const struct type *tr_literal_of(struct type_table *tt, const struct type *ty, long long v)
{
    return literal_of(tt, ty, v);
}
