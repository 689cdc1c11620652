/* Deduction of a function template's arguments from a call (see
 * deduce.h): the forms [temp.deduct.call] gives, packs and defaults, and
 * "unsure" wherever a form is not modelled, never a guess. */
#include "sema/deduce.h"
#include <stdio.h>
#include <ctype.h>
#include <string.h>
#include "sema/type_read.h"

struct deduction {
    struct type_table *tt;
    const struct tu_view *view;     /* NULL: no specialisation's bases are read */
    const struct ident *names[EXPR_MAX_TARGS];
    const struct type *bound[EXPR_MAX_TARGS];   /* a pack's: a TY_PACK */
    bool fixed[EXPR_MAX_TARGS];     /* given explicitly: not deduced */
    bool pack[EXPR_MAX_TARGS];      /* a parameter pack, deduced by expansions only */
    int n;
};

static int param_index(const struct deduction *d, const struct type *t)
{
    t = t->canon;
    if (t->kind != TY_NAMED || !t->ent || t->ent->kind != EK_TYPE_PARAM)
        return -1;
    for (int i = 0; i < d->n; i++)
        if (d->names[i] == t->ent->name)
            return i;
    return -2;      /* a parameter of an enclosing template */
}


static int bind(struct deduction *d, int k, const struct type *t)
{
    if (d->fixed[k])
        return DEDUCE_OK;       /* the argument converts to what was given */
    t = t->canon;
    if (d->bound[k] && d->bound[k]->canon != t)     /* deduced differently from two arguments */
        return type_surely_different(t, d->bound[k]) ? DEDUCE_FAILS : DEDUCE_UNSURE;
    d->bound[k] = t;
    return DEDUCE_OK;
}

/* Whether neither the class template t nor any of its partial or explicit
   specialisations declares a base: none of its specialisations derives
   from anything. */
static bool template_never_derives(const struct entity *t)
{
    if (!(t->flags & EF_DEFINED) || t->bases || (t->flags & EF_DEPENDENT_BASE))
        return false;
    for (const struct entity *sp = t->specializations; sp; sp = sp->next_specialization)
        if (sp->bases || (sp->flags & EF_DEPENDENT_BASE))
            return false;
    return true;
}

/* An argument of type a surely deduces no specialisation of the class
   template x: no class at all, a class that surely does not derive from
   one, or another template's specialisation, when no definition of that
   template has a base. */
static bool never_deduces_specialization(const struct tu_view *V, const struct type *a, const struct entity *x,
                                         int depth)
{
    a = a->canon;
    if (a->kind == TY_LREF || a->kind == TY_RREF)
        a = a->inner->canon;
    if (a->kind == TY_BUILTIN || a->kind == TY_POINTER || a->kind == TY_MEMBER_POINTER || type_is_enum(a) ||
        type_is_nullptr(a) || a->kind == TY_ARRAY || a->kind == TY_FUNCTION)
        return true;    /* no class (a string literal's array neither) */
    if (a->kind == TY_NAMED && a->ent && a->ent->kind == EK_CLASS)
        return class_derives_from(a->ent, x) == 0;
    if (a->kind == TY_TEMPLATE_ID && a->ent && a->ent != x && a->ent->kind == EK_CLASS_TEMPLATE) {
        if (template_never_derives(a->ent))
            return true;
        /* the bases a's definition gives it, each surely no specialisation of x */
        const struct type *bases[16];
        int nb = V && depth < 8 ? type_read_bases(V, a, bases, 16) : -1;
        for (int i = 0; i < nb; i++)
            if (!never_deduces_specialization(V, bases[i], x, depth + 1))
                return false;
        return nb >= 0;
    }
    return false;
}

static int deduce_exact(struct deduction *d, const struct type *p, const struct type *a, int depth);

/* P a class template's specialisation naming template parameters
   (`pair<T1, T2>`), A the argument's type (references and cv gone): the
   same template's specialisation deduces argument by argument; anything
   else deduces nothing, unless it may be derived from one. */
static int deduce_template_id(struct deduction *d, const struct type *p, const struct type *a)
{
    if (a->kind == TY_TEMPLATE_ID) {
        if (a->ent != p->ent && never_deduces_specialization(d->view, a, p->ent, 0))
            return DEDUCE_FAILS;    /* another template's, with no base */
        if (a->ent != p->ent || a->nargs != p->nargs)
            return expr_trace_line = 30000 + __LINE__, DEDUCE_UNSURE;   /* another template's specialisation: its bases are not known */
        for (int i = 0; i < p->nargs; i++) {
            const struct type *pi = p->args[i]->canon, *ai = a->args[i]->canon;
            if (!type_mentions_param(pi, false)) {
                if (pi != ai)
                    return expr_trace_line = 30000 + __LINE__, DEDUCE_UNSURE;   /* values, or types equal in another spelling */
                continue;
            }
            int k = param_index(d, pi);
            if (k == -1 || (k >= 0 && pi->cv)) {
                /* `box<T*>`, `box<const T>`: matched part by part */
                int r = deduce_exact(d, pi, ai, 1);
                if (r != DEDUCE_OK)
                    return r;
                continue;
            }
            if (k < 0)
                return expr_trace_line = 30000 + __LINE__, DEDUCE_UNSURE;
            if (bind(d, k, ai) != DEDUCE_OK)
                return DEDUCE_FAILS;
        }
        return DEDUCE_OK;
    }
    if (a->kind == TY_NAMED && a->ent && a->ent->kind == EK_CLASS)
        return class_derives_from(a->ent, p->ent) == 0 ? DEDUCE_FAILS : DEDUCE_UNSURE;
    if (a->kind == TY_BUILTIN || a->kind == TY_POINTER || type_is_enum(a) || a->kind == TY_MEMBER_POINTER ||
        a->kind == TY_ARRAY || a->kind == TY_FUNCTION)
        return DEDUCE_FAILS;    /* no class: nothing to match the specialisation */
    return expr_trace_line = 30000 + __LINE__, DEDUCE_UNSURE;
}

/* The packs the pattern of an expansion names (`const Ts&`): their indices
   into d; -1 when it names another template's parameter or too many. */
static int packs_named(const struct deduction *d, const struct type *p, int *out, int n, int depth)
{
    if (!p || n < 0 || depth > 16)
        return depth > 16 ? -1 : n;
    p = p->canon;
    int k = param_index(d, p);
    if (k == -2)
        return -1;
    if (k >= 0) {
        if (!d->pack[k])
            return n;
        for (int i = 0; i < n; i++)
            if (out[i] == k)
                return n;
        if (n == 4)
            return -1;
        out[n++] = k;
        return n;
    }
    for (int i = 0; i < p->nargs && n >= 0; i++)
        n = packs_named(d, p->args[i], out, n, depth + 1);
    n = packs_named(d, p->inner, out, n, depth + 1);
    return packs_named(d, p->cls, out, n, depth + 1);
}

/* An expansion `P...` deduced from n arguments (calls, `args`) or n types
   (a function type's parameters, `types`): each pack P names gets one
   element per argument ([temp.deduct.call]/1, [temp.deduct.type]/10). */
static int deduce_param(struct expr_env *env, struct deduction *d, const struct type *p, const struct call_arg *a);

static int deduce_expansion(struct expr_env *env, struct deduction *d, const struct type *pattern,
                            const struct call_arg *args, const struct type *const *types, int n)
{
    int packs[4];
    int np = packs_named(d, pattern, packs, 0, 0);
    if (np <= 0 || n > TYPE_MAX_ARGS)
        return expr_trace_line = 30000 + __LINE__, DEDUCE_UNSURE;   /* no pack of this template's */
    const struct type *elems[4][TYPE_MAX_ARGS];
    const struct type *before[4];
    for (int s = 0; s < np; s++) {
        if (d->fixed[packs[s]])
            return expr_trace_line = 30000 + __LINE__, DEDUCE_UNSURE;   /* given in part explicitly */
        before[s] = d->bound[packs[s]];
        d->pack[packs[s]] = false;      /* an element at a time, as a parameter */
    }
    int r = DEDUCE_OK;
    for (int i = 0; i < n && r == DEDUCE_OK; i++) {
        for (int s = 0; s < np; s++)
            d->bound[packs[s]] = NULL;
        r = args ? deduce_param(env, d, pattern, &args[i]) : deduce_exact(d, pattern, types[i], 0);
        for (int s = 0; s < np && r == DEDUCE_OK; s++)
            if (!(elems[s][i] = d->bound[packs[s]]))
                r = (expr_trace_line = 30000 + __LINE__, DEDUCE_UNSURE);
    }
    for (int s = 0; s < np; s++) {
        d->pack[packs[s]] = true;
        d->bound[packs[s]] = before[s];
    }
    for (int s = 0; s < np && r == DEDUCE_OK; s++) {
        const struct type *t = type_pack(d->tt, elems[s], n);
        if (!t)
            return DEDUCE_UNSURE;
        if (d->bound[packs[s]] && d->bound[packs[s]] != t->canon)
            return DEDUCE_FAILS;    /* two expansions deduce different packs */
        d->bound[packs[s]] = t->canon;
    }
    return r;
}

/* P and A must be the same type once P's parameters are bound (a
   function pointer's pointee, a class template's argument): binding where
   P names a parameter. Anything else is unsure, never a failure: a
   difference here may still be a conversion this layer does not model.
   depth 1: the pointee of a pointer parameter, where a noexcept function
   converts to one that is not. */
static int deduce_exact(struct deduction *d, const struct type *p, const struct type *a, int depth)
{
    p = p->canon;
    a = a->canon;
    if (depth > 16)
        return DEDUCE_UNSURE;
    if (!type_mentions_param(p, false))
        return p == a ? DEDUCE_OK : DEDUCE_UNSURE;
    int k = param_index(d, p);
    if (k >= 0) {
        if ((a->cv & p->cv) != p->cv || a->kind == TY_FUNCTION)
            return expr_trace_line = 30000 + __LINE__, DEDUCE_UNSURE;
        return bind(d, k, type_qualified(d->tt, type_unqualified(d->tt, a), a->cv & ~p->cv));
    }
    if (k == -2 || p->kind != a->kind || p->cv != a->cv)
        return expr_trace_line = 30000 + __LINE__, DEDUCE_UNSURE;
    switch (p->kind) {
    case TY_POINTER: case TY_LREF: case TY_RREF:
        return deduce_exact(d, p->inner, a->inner, depth + 1);
    case TY_ARRAY:
        return p->len == a->len ? deduce_exact(d, p->inner, a->inner, depth + 1) : DEDUCE_UNSURE;
    case TY_TEMPLATE_ID:
        return deduce_template_id(d, p, a);
    case TY_FUNCTION: {
        if (p->variadic != a->variadic || p->fn_cv != a->fn_cv || p->fn_ref != a->fn_ref ||
            (p->fn_noexcept != a->fn_noexcept && !(depth == 1 && a->fn_noexcept)))
            return expr_trace_line = 30000 + __LINE__, DEDUCE_UNSURE;
        int r = deduce_exact(d, p->inner, a->inner, depth + 1);
        bool expands = p->nargs && p->args[p->nargs - 1]->canon->kind == TY_EXPANSION;
        int fixed = p->nargs - expands;
        if (expands ? a->nargs < fixed : a->nargs != fixed)
            return expr_trace_line = 30000 + __LINE__, DEDUCE_UNSURE;
        for (int i = 0; i < fixed && r == DEDUCE_OK; i++)
            r = deduce_exact(d, p->args[i], a->args[i], depth + 1);
        if (r == DEDUCE_OK && expands)
            r = deduce_expansion(NULL, d, p->args[p->nargs - 1]->canon->inner, NULL,
                                 a->nargs > fixed ? a->args + fixed : NULL, a->nargs - fixed);   /* (`R (*)()`: no args) */
        return r;
    }
    default:
        return expr_trace_line = 30000 + __LINE__, DEDUCE_UNSURE;
    }
}

/* [temp.deduct.call] for the forms modelled: T, cv T&, T&& (forwarding),
   cv T*, a class template's specialisation by value or reference, and
   parameters that mention no template parameter */
static int deduce_param(struct expr_env *env, struct deduction *d, const struct type *p, const struct call_arg *a)
{
    struct type_table *tt = env->sema->types;
    p = p->canon;
    if (!type_mentions_param(p, false))
        return DEDUCE_OK;
    if (!a->type || a->braced)
        return expr_trace_line = 30000 + __LINE__, DEDUCE_UNSURE;   /* (`initializer_list<T>` from `{1, 2}`) */
    const struct type *at = a->type->canon;
    int k;
    if (p->kind == TY_LREF || p->kind == TY_RREF) {
        const struct type *q = p->inner->canon;
        if (q->kind == TY_TEMPLATE_ID)
            return deduce_template_id(d, q, type_unqualified(tt, at)->canon);
        k = param_index(d, q);
        if (k < 0)
            return expr_trace_line = 30000 + __LINE__, DEDUCE_UNSURE;
        if (at->kind == TY_ARRAY && (at->len == TYPE_NO_BOUND || q->cv))
            return expr_trace_line = 30000 + __LINE__, DEDUCE_UNSURE;   /* `cv T&` of an array: a bound its
                                                                           initializer gives (not kept), or
                                                                           the cv of its elements */
        if (p->kind == TY_RREF && !q->cv) {
            /* a forwarding reference: an lvalue deduces T& */
            return bind(d, k, a->cat == VC_LVALUE ? type_derived(tt, TY_LREF, at) : type_unqualified(tt, at));
        }
        if (p->kind == TY_RREF)
            return expr_trace_line = 30000 + __LINE__, DEDUCE_UNSURE;
        /* cv T&: T is the argument's type less the cv the parameter adds */
        return bind(d, k, type_qualified(tt, type_unqualified(tt, at), at->cv & ~q->cv));
    }
    const struct type *ad = type_decay(tt, at);
    k = param_index(d, p);
    if (k >= 0)
        return bind(d, k, ad);
    if (p->kind == TY_TEMPLATE_ID)
        return deduce_template_id(d, p, type_unqualified(tt, ad)->canon);
    if (p->kind == TY_POINTER) {
        const struct type *q = p->inner->canon;
        if (q->kind == TY_FUNCTION && ad->kind == TY_POINTER && ad->inner->canon->kind == TY_FUNCTION)
            return deduce_exact(d, q, ad->inner, 1);    /* `R (*f)(const C*, Args...)` */
        k = param_index(d, q);
        if (k < 0 || ad->kind != TY_POINTER)
            return k < 0 ? DEDUCE_UNSURE : (a->null_constant ? DEDUCE_UNSURE : DEDUCE_FAILS);
        const struct type *pointee = ad->inner->canon;
        if ((q->cv & pointee->cv) != q->cv && (pointee->cv & ~q->cv))
            return expr_trace_line = 30000 + __LINE__, DEDUCE_UNSURE;
        return bind(d, k, type_qualified(tt, type_unqualified(tt, pointee), pointee->cv & ~q->cv));
    }
    return expr_trace_line = 30000 + __LINE__, DEDUCE_UNSURE;
}


/* A template whose type is not read whole (a dependent result, a
   parameter in a non-deduced context): the parameters that are read may
   still show that deduction surely fails on an argument; else unsure. */
static int deduce_loosely(struct expr_env *env, struct deduction *d, const struct entity *tmpl,
                          const struct call_arg *args, int nargs)
{
    const struct type *params[64];
    uint32_t first[64], end[64];
    int open_from;
    int np = env->view ? type_read_params_loose(env->view, tmpl, params, 64, &open_from, first, end) : -1;
    if (np < 0 || np == 64)
        return expr_trace_line = 30000 + __LINE__, DEDUCE_UNSURE;
    if (nargs > np && open_from == np)
        return DEDUCE_FAILS;    /* too many arguments, no pack or `...` */
    if (nargs < np && open_from == np && env->required_params) {
        int req = env->required_params(env->ctx, (struct entity *)tmpl, np);
        if (req > nargs)
            return DEDUCE_FAILS;    /* too few arguments: parameters without defaults left */
    }
    for (int i = 0; i < nargs && i < np; i++) {
        /* `const tuple<Ts...>&`: only a specialisation of tuple, or a
           class derived from one, deduces it ([temp.deduct.call]/4) */
        const struct entity *x = deduce_class_template_parameter(env->view, first[i], end[i]);
        if (x && args[i].type && !args[i].braced && never_deduces_specialization(env->view, args[i].type, x, 0))
            return DEDUCE_FAILS;
        if (!params[i] || i >= open_from || !d)
            continue;
        if (deduce_param(env, d, params[i]->canon, &args[i]) == DEDUCE_FAILS)
            return DEDUCE_FAILS;
    }
    return expr_trace_line = 30000 + __LINE__, DEDUCE_UNSURE;
}

/* The specialisation of tmpl the call's arguments deduce, as a candidate. */
const struct type *deduce_named_specialization(struct expr_env *env, struct entity *tmpl,
                                                const struct type *const *explicit_args, int nexplicit)
{
    if (!env->template_type || !env->view || !tmpl->type_toks || nexplicit <= 0 || nexplicit > EXPR_MAX_TARGS)
        return NULL;
    struct template_param_info ps[EXPR_MAX_TARGS];
    int n = type_read_function_template_params(env->view, tmpl, ps, EXPR_MAX_TARGS);
    if (n != nexplicit)
        return NULL;    /* parameters left to deduce or to default: not modelled */
    const struct ident *names[EXPR_MAX_TARGS];
    const struct type *bound[EXPR_MAX_TARGS];
    for (int i = 0; i < n; i++) {
        const struct type *a = explicit_args[i]->canon;
        if (ps[i].kind == 2 || ps[i].pack || (a->kind == TY_LITERAL) != (ps[i].kind == 1) || type_is_opaque_literal(a))
            return NULL;
        names[i] = ps[i].name;
        if (ps[i].kind == 1 && !(a = type_read_template_value(env->view, &ps[i], a->value, false, names, bound, i)))
            return NULL;
        bound[i] = a->canon;
    }
    return env->template_type(env->ctx, tmpl, NULL, names, bound, n, false, NULL);
}

/* Deduction is unsure of the specialisation's result, or of whether it
   exists at all (SFINAE in its result or in a value parameter's default):
   its parameters may still be read, for a candidate that ties with them,
   or beats them by partial ordering, to win either way (out->loose). */
static void loose_specialization(struct expr_env *env, const struct deduction *d, struct entity *tmpl,
                                 const struct type *owner, struct candidate_decl *out)
{
    const struct type *loose = env->template_type(env->ctx, tmpl, owner, d->names, d->bound, d->n, true, NULL);
    memset(out, 0, sizeof *out);
    out->e = tmpl;
    if (!loose || loose->canon->kind != TY_FUNCTION)
        return;
    for (int i = 0; i < loose->canon->nargs; i++)
        if (type_mentions_param(loose->canon->args[i], true) || loose->canon->args[i]->canon->kind == TY_EXPANSION)
            return;
    out->loose = loose->canon;
}

/* An operator function other than `operator()`: it has no default
   arguments ([over.oper]), so it takes as many operands as parameters. */
static bool operator_without_defaults(const struct entity *f)
{
    const char *n = f->name ? f->name->name : "";
    return strncmp(n, "operator", 8) == 0 && !(f->flags & EF_CONVERSION) && strcmp(n, "operator()") != 0 &&
           ispunct((unsigned char)n[8]);
}

int deduce_template(struct expr_env *env, struct entity *tmpl, const struct type *owner,
                    const struct call_arg *args, int nargs,
                           const struct type *const *explicit_args, int nexplicit, struct candidate_decl *out)
{
    out->wrong_count = false;
    out->loose = NULL;
    if (!env->template_type || !env->view || !tmpl->type_toks)
        return expr_trace_line = 30000 + __LINE__, DEDUCE_UNSURE;
    struct deduction d;
    memset(&d, 0, sizeof d);
    d.tt = env->sema->types;
    d.view = env->view;
    struct template_param_info ps[EXPR_MAX_TARGS];
    d.n = type_read_function_template_params(env->view, tmpl, ps, EXPR_MAX_TARGS);
    if (d.n == 0)
        return DEDUCE_EXPLICIT_SPECIALIZATION;
    for (int i = 0; i < d.n; i++) {
        if (ps[i].kind == 2 || (ps[i].kind == 1 && ps[i].pack))
            d.n = -1;   /* templates, packs of values: forms only */
        if (d.n < 0)
            break;
        d.names[i] = ps[i].name;
        d.pack[i] = ps[i].pack;
    }
    if (d.n < 0)
        return deduce_loosely(env, NULL, tmpl, args, nargs);
    if (nexplicit > d.n)
        return DEDUCE_FAILS;
    for (int i = 0; i < nexplicit; i++) {
        if (d.pack[i])
            return expr_trace_line = 30000 + __LINE__, DEDUCE_UNSURE;  /* a pack given explicitly, maybe in part */
        const struct type *a = explicit_args[i]->canon;
        if ((a->kind == TY_LITERAL) != (ps[i].kind == 1) || type_is_opaque_literal(a))
            return expr_trace_line = 30000 + __LINE__, DEDUCE_UNSURE;  /* a value for a type, or the reverse */
        if (ps[i].kind == 1) {
            /* `dn<4>()`: the value as the parameter's type has it */
            a = type_read_template_value(env->view, &ps[i], a->value, false, d.names, d.bound, i);
            if (!a)
                return expr_trace_line = 30000 + __LINE__, DEDUCE_UNSURE;
        }
        d.bound[i] = a->canon;
        d.fixed[i] = true;
    }
    const struct type *pattern = env->template_type(env->ctx, tmpl, owner, NULL, NULL, 0, true, NULL);
    if (!pattern || pattern->canon->kind != TY_FUNCTION)
        return deduce_loosely(env, &d, tmpl, args, nargs);
    pattern = pattern->canon;
    /* a trailing function parameter pack takes the arguments left over */
    int np = pattern->nargs;
    bool expands = np && pattern->args[np - 1]->canon->kind == TY_EXPANSION;
    for (int i = 0; i < np - 1; i++)
        if (pattern->args[i]->canon->kind == TY_EXPANSION)
            return expr_trace_line = 30000 + __LINE__, DEDUCE_UNSURE;  /* a pack not last: not deduced */
    int fixed = np - expands;
    if (nargs > fixed && !expands && !pattern->variadic)
        return out->wrong_count = true, DEDUCE_FAILS;
    if (expands && pattern->variadic)
        return expr_trace_line = 30000 + __LINE__, DEDUCE_UNSURE;
    if (nargs < fixed) {
        /* the parameters after the arguments need default arguments, and
           deduce nothing */
        int req = env->required_params && !expands ? env->required_params(env->ctx, tmpl, np) : -1;
        if (req < 0 && !expands && operator_without_defaults(tmpl))
            req = np;
        if (req < 0)
            return expr_trace_line = 30000 + __LINE__, DEDUCE_UNSURE;
        if (nargs < req)
            return out->wrong_count = true, DEDUCE_FAILS;
        /* parameters left to their defaults deduce nothing: the
           template's parameters must all come from the arguments given */
    }
    bool nondeduced[TYPE_MAX_ARGS];
    int nnd = type_read_nondeduced_params(env->view, tmpl, nondeduced, TYPE_MAX_ARGS);
    for (int i = 0; i < nargs && i < fixed; i++) {
        if (i < nnd && nondeduced[i])
            continue;   /* `typename id<T>::type`: deduces nothing, converts like a non-template's */
        int r = deduce_param(env, &d, pattern->args[i], &args[i]);
        if (r != DEDUCE_OK)
            return r;
    }
    if (expands && nargs >= fixed) {
        int r = deduce_expansion(env, &d, pattern->args[np - 1]->canon->inner, nargs > fixed ? args + fixed : NULL,
                                 NULL, nargs - fixed);
        if (r != DEDUCE_OK)
            return r;
    }
    for (int i = 0; i < d.n; i++) {
        if (d.bound[i])
            continue;
        if (d.pack[i]) {
            d.bound[i] = type_pack(d.tt, NULL, 0);  /* a pack nothing deduces is empty */
            continue;
        }
        for (int j = 0; j < i; j++)
            if (!d.bound[j])
                return expr_trace_line = 30000 + __LINE__, DEDUCE_UNSURE;
        if (ps[i].kind == 1)    /* a value parameter no argument deduces: its default */
            d.bound[i] = ps[i].def_end ? type_read_template_value(env->view, &ps[i], 0, true, d.names, d.bound, i)
                                       : NULL;
        else
            d.bound[i] = ps[i].def_end ? type_read_template_default(env->view, &ps[i], d.names, d.bound, i) : NULL;
        if (!d.bound[i] && ps[i].kind == 1)     /* `enable_if_t<is_integral_v<I>, int> = 0` */
            return loose_specialization(env, &d, tmpl, owner, out), expr_trace_line = 30000 + __LINE__,
                   DEDUCE_UNSURE;
        if (!d.bound[i])
            return expr_trace_line = 30000 + __LINE__, DEDUCE_UNSURE;   /* not deduced, no default read */
        d.bound[i] = d.bound[i]->canon;
    }
    bool invalid = false;
    const struct type *t = env->template_type(env->ctx, tmpl, owner, d.names, d.bound, d.n, false, &invalid);
    if (!t && invalid)
        return DEDUCE_FAILS;    /* substitution surely fails (`enable_if<false>::type`): not a candidate */
    if (!t || t->canon->kind != TY_FUNCTION)
        return loose_specialization(env, &d, tmpl, owner, out), expr_trace_line = 30000 + __LINE__,
               DEDUCE_UNSURE;
    /* its constraints, evaluated where they can be: not satisfied, not a
       candidate; not known, viable or not with these parameters */
    int constraints = type_read_constrained(env->view, tmpl)
                      ? type_read_constraints(env->view, tmpl, owner, d.names, d.bound, d.n) : CONSTRAINT_YES;
    if (constraints == CONSTRAINT_NO)
        return expr_trace_line = 30000 + __LINE__, DEDUCE_FAILS;
    memset(out, 0, sizeof *out);
    out->e = tmpl;
    out->type = t->canon;
    out->templ = true;
    out->ntargs = d.n;
    for (int i = 0; i < d.n; i++)
        out->targs[i] = d.bound[i];
    if (tmpl->exec_space & XS_DEVICE) {
        /* what a message about the call prints: the template's type with its
           parameters named by position */
        const struct type *named[EXPR_MAX_TARGS];
        for (int i = 0; i < d.n; i++) {
            char buf[8];
            snprintf(buf, sizeof buf, "T%d", i + 1);
            struct entity *p = ARENA_NEW(env->sema->arena, struct entity);
            p->kind = EK_TYPE_PARAM;    /* printed by its name alone */
            p->name = intern(env->sema->idents, buf, strlen(buf));
            named[i] = type_named(env->sema->types, p);
        }
        out->pattern = env->template_type(env->ctx, tmpl, owner, d.names, named, d.n, false, NULL);
    }
    if (constraints != CONSTRAINT_YES) {
        out->loose = out->type;
        return expr_trace_line = 30000 + __LINE__, DEDUCE_CONSTRAINED;
    }
    return DEDUCE_OK;
}

/* Are the function templates a and b declarations of one template
   (`lower_bound` declared in <bits/algorithmfwd.h> and defined in
   <bits/stl_algobase.h>): one name, one scope, type parameters
   alone, and one function type once their parameters are named by
   position? */
bool deduce_same_template(struct expr_env *env, struct entity *a, struct entity *b)
{
    static struct entity positional[EXPR_MAX_TARGS];    /* compared by identity, never printed */
    if (a->name != b->name || a->parent != b->parent || !env->view ||
        !env->template_type)
        return false;
    struct template_param_info pa[EXPR_MAX_TARGS], pb[EXPR_MAX_TARGS];
    int na = type_read_function_template_params(env->view, a, pa, EXPR_MAX_TARGS);
    int nb = type_read_function_template_params(env->view, b, pb, EXPR_MAX_TARGS);
    if (na <= 0 || na != nb)
        return false;
    const struct ident *names_a[EXPR_MAX_TARGS], *names_b[EXPR_MAX_TARGS];
    const struct type *at[EXPR_MAX_TARGS];
    for (int i = 0; i < na; i++) {
        if (pa[i].kind != 0 || pb[i].kind != 0 || pa[i].pack || pb[i].pack)
            return false;
        positional[i].kind = EK_TYPE_PARAM;
        names_a[i] = pa[i].name;
        names_b[i] = pb[i].name;
        at[i] = type_named(env->sema->types, &positional[i]);
    }
    const struct type *ta = env->template_type(env->ctx, a, NULL, names_a, at, na, false, NULL);
    const struct type *tb = env->template_type(env->ctx, b, NULL, names_b, at, na, false, NULL);
    return ta && tb && ta->canon == tb->canon &&
           type_read_same_constraints(env->view, a, b, names_a, names_b, na);   /* (overloads by constraints) */
}


/* The class template whose specialisation the parameter [a, b) is,
   by its form (`const tuple<Ts...>&`), read from its tokens: only that
   template's specialisations, or classes derived from one, deduce it. */
const struct entity *deduce_class_template_parameter(const struct tu_view *V, uint32_t a, uint32_t b)
{
    while (a < b && tu_kind(V, a) == TK_CONST)
        a++;
    if (tu_kind(V, a) == TK_COLONCOLON)
        a++;
    while (a + 2 < b && tu_kind(V, a) == TK_IDENT && tu_kind(V, a + 1) == TK_COLONCOLON)
        a += 2;
    const struct entity *c = a < b && tu_kind(V, a) == TK_IDENT ? V->ent[a] : NULL;
    if (!c || c->kind != EK_CLASS_TEMPLATE || tu_kind(V, a + 1) != TK_LT)
        return NULL;
    uint32_t after = type_read_element_end(V, a + 1, b);  /* the template-id is one element */
    for (uint32_t i = a + 2; i < b; i++)
        if (tu_kind(V, i) == TK_GT && (V->mark[i] & MK_TEMPLATE_CLOSE)) {
            after = i + 1;
            break;
        }
    for (uint32_t i = after; i < b; i++) {
        unsigned k = tu_kind(V, i);
        if (k != TK_AMP && k != TK_AMPAMP && k != TK_CONST && k != TK_IDENT)
            return NULL;
    }
    return c;
}


/* ---- partial ordering ([temp.func.order]) ---- */

/* P (a template's parameter type, its parameters read as themselves)
   against A (the other template's, its parameters unique types), as
   partial ordering deduces: exactly, binding P's parameters; FAILS where
   they surely differ. */
static int order_match(struct deduction *d, const struct type *p, const struct type *a, int depth)
{
    p = p->canon;
    a = a->canon;
    if (depth > 16)
        return DEDUCE_UNSURE;
    int k = param_index(d, p);
    if (k == -2 || (k >= 0 && d->pack[k]))
        return DEDUCE_UNSURE;   /* an enclosing template's parameter, a pack */
    if (k >= 0) {
        if ((a->cv & p->cv) != p->cv)
            return DEDUCE_FAILS;    /* `const T` from a type without const */
        const struct type *t = type_qualified(d->tt, type_unqualified(d->tt, a), a->cv & ~p->cv)->canon;
        if (d->bound[k])
            return d->bound[k] == t ? DEDUCE_OK : DEDUCE_FAILS;
        d->bound[k] = t;
        return DEDUCE_OK;
    }
    if (!type_mentions_param(p, true))
        return p == a ? DEDUCE_OK : type_surely_different(p, a) ? DEDUCE_FAILS : DEDUCE_UNSURE;
    if (p->kind == TY_LITERAL || p->kind == TY_PACK || p->kind == TY_EXPANSION)
        return DEDUCE_UNSURE;
    if (p->kind != a->kind || p->cv != a->cv)
        return DEDUCE_FAILS;    /* (A's parameters are types of their own: no structure) */
    switch (p->kind) {
    case TY_POINTER: case TY_LREF: case TY_RREF:
        return order_match(d, p->inner, a->inner, depth + 1);
    case TY_TEMPLATE_ID: {
        if (p->ent != a->ent)
            return DEDUCE_FAILS;
        if (p->nargs != a->nargs)
            return DEDUCE_UNSURE;
        int r = DEDUCE_OK;
        for (int i = 0; i < p->nargs; i++) {
            int x = order_match(d, p->args[i], a->args[i], depth + 1);
            if (x == DEDUCE_FAILS)
                return DEDUCE_FAILS;
            if (x != DEDUCE_OK)
                r = DEDUCE_UNSURE;
        }
        return r;
    }
    default:
        return DEDUCE_UNSURE;
    }
}

/* Whether b is at least as specialised as a: a's parameters deduce from
   b's parameter types pb (the first nargs, references and top-level cv
   dropped from both: [temp.deduct.partial]). */
static int at_least_as_specialized(struct expr_env *env, struct entity *a, const struct type *pa,
                                   const struct type *pb, int nargs)
{
    struct deduction d;
    memset(&d, 0, sizeof d);
    d.tt = env->sema->types;
    d.view = env->view;
    struct template_param_info ps[EXPR_MAX_TARGS];
    d.n = type_read_function_template_params(env->view, a, ps, EXPR_MAX_TARGS);
    if (d.n <= 0)
        return DEDUCE_UNSURE;
    for (int i = 0; i < d.n; i++) {
        if (ps[i].kind == 2 || ps[i].pack)
            return DEDUCE_UNSURE;   /* templates, packs: not ordered here */
        /* a value parameter binds nothing here: one the parameter types use
           makes them unsure (`array<T, N>`), one they do not use (`enable_if_t<..., int> = 0`)
           takes no part ([temp.deduct.partial]) */
        d.names[i] = ps[i].name;
    }
    int r = DEDUCE_OK;
    for (int i = 0; i < nargs; i++) {
        const struct type *p = pa->args[i]->canon, *x = pb->args[i]->canon;
        if (p->kind == TY_LREF || p->kind == TY_RREF)
            p = p->inner->canon;
        if (x->kind == TY_LREF || x->kind == TY_RREF)
            x = x->inner->canon;
        int k = order_match(&d, type_unqualified(d.tt, p), type_unqualified(d.tt, x), 0);
        if (k == DEDUCE_FAILS)
            return DEDUCE_FAILS;
        if (k != DEDUCE_OK)
            r = DEDUCE_UNSURE;
    }
    return r;
}

int deduce_more_specialized(struct expr_env *env, struct entity *a, struct entity *b, int nargs)
{
    if (!env->template_type || !env->view || a == b || a->kind != EK_FUNCTION_TEMPLATE ||
        b->kind != EK_FUNCTION_TEMPLATE || (a->parent && a->parent->kind == SK_CLASS) ||
        (b->parent && b->parent->kind == SK_CLASS))
        return 0;   /* (members: the object parameter's part is not modelled) */
    const struct type *pa = env->template_type(env->ctx, a, NULL, NULL, NULL, 0, true, NULL);
    const struct type *pb = env->template_type(env->ctx, b, NULL, NULL, NULL, 0, true, NULL);
    if (!pa || !pb || pa->canon->kind != TY_FUNCTION || pb->canon->kind != TY_FUNCTION)
        return 0;
    pa = pa->canon;
    pb = pb->canon;
    if (nargs > pa->nargs || nargs > pb->nargs)
        return 0;
    for (int i = 0; i < nargs; i++)
        if (pa->args[i]->canon->kind == TY_EXPANSION || pb->args[i]->canon->kind == TY_EXPANSION)
            return 0;
    int b_as_a = at_least_as_specialized(env, a, pa, pb, nargs);
    int a_as_b = at_least_as_specialized(env, b, pb, pa, nargs);
    if (a_as_b == DEDUCE_OK && b_as_a == DEDUCE_FAILS)
        return 1;
    if (b_as_a == DEDUCE_OK && a_as_b == DEDUCE_FAILS)
        return -1;
    return 0;
}
