/* Names read through class template specialisations (see type_read.h):
 * the definition a specialisation takes (the primary, or the partial or
 * explicit specialisation its arguments surely match, its parameters
 * bound), member types and member and alias templates read in it, static
 * members looked up through it and its known bases. */
#include "sema/type_read_internal.h"
#include "sema/scope.h"
#include <string.h>

/* Whether a specialisation's written argument p (its own parameters read
   as themselves) surely cannot match the argument a: a different type
   where p names no parameter, another kind of type, a cv p asks for and a
   lacks. False where it might match or is not understood. */
static bool surely_differs(const struct type *p, const struct type *a, int depth)
{
    if (!p || !a || depth > 16)
        return false;
    p = p->canon;
    a = a->canon;
    if (!type_mentions_param(p, true))
        return type_surely_different(p, a);
    if (p->cv & ~a->cv)
        return true;
    if (p->kind == TY_NAMED)
        return false;       /* a parameter: it may take a */
    if (p->cv != a->cv || p->kind != a->kind)
        return true;
    switch (p->kind) {
    case TY_POINTER:
    case TY_LREF:
    case TY_RREF:
        return surely_differs(p->inner, a->inner, depth + 1);
    case TY_ARRAY:
        return surely_differs(p->inner, a->inner, depth + 1);
    case TY_TEMPLATE_ID:
        if (p->ent != a->ent)
            return true;
        if (p->nargs != a->nargs)
            return false;
        for (int i = 0; i < p->nargs; i++)
            if (surely_differs(p->args[i], a->args[i], depth + 1))
                return true;
        return false;
    default:
        return false;
    }
}

/* Whether the partial or explicit specialisation sp surely does not match
   spec: one of its written arguments surely differs from spec's. */
static bool specialization_surely_unmatched(const struct tu_view *V, const struct entity *sp,
                                            const struct type *spec, const struct tparam *ps, int np)
{
    if (!sp->spec_args)
        return false;
    struct type_reader R;
    type_reader_init(&R, V);
    R.params_by_name = true;
    R.dependent_bounds = true;
    uint32_t lt = sp->spec_args, gt = tr_matching_angle(&R, lt, (uint32_t)V->ntoks);
    if (gt >= V->ntoks)
        return false;
    int k = 0;
    for (uint32_t i = lt + 1; i < gt && k < np && k < spec->nargs; k++) {
        uint32_t e = type_read_element_end(V, i, gt);
        if (ps[k].pack)
            return false;   /* a pack's arguments: not compared */
        R.failed = false;
        const struct type *p = tr_template_arg(&R, &ps[k], i, e);
        if (p && !R.failed && surely_differs(p, spec->args[k], 0))
            return true;
        i = e + 1;
    }
    return false;
}

bool type_read_uses_primary(const struct tu_view *V, const struct type *spec)
{
    spec = spec->canon;
    if (spec->kind != TY_TEMPLATE_ID || !spec->ent || spec->ent->kind != EK_CLASS_TEMPLATE)
        return false;
    const struct entity *tmpl = spec->ent;
    if (!tmpl->specializations)
        return true;
    struct type_reader R;
    type_reader_init(&R, V);
    struct tparam ps[32];
    int np = tr_template_params(&R, tmpl, ps, 32);
    if (np < 0)
        return false;
    for (const struct entity *sp = tmpl->specializations; sp; sp = sp->next_specialization)
        if (!specialization_surely_unmatched(V, sp, spec, ps, np))
            return false;
    return true;
}

/* Bind the primary template's parameters (their names in every head) to
   spec's arguments in B's environment; false when that cannot be done
   (a name used for two parameters in different heads). Packs and
   templates are not bound: a member's type naming one is not read. */
static bool bind_primary(struct type_reader *B, const struct type *spec, const struct tparam *ps, int np)
{
    for (int k = 0; k < np; k++) {
        if (ps[k].pack || ps[k].kind == 2 || (ps[k].kind == 1 && spec->args[k]->canon->kind != TY_LITERAL))
            continue;
        for (int h = 0; h < 4; h++) {
            const struct ident *id = ps[k].names[h];
            if (!id)
                continue;
            for (int j = 0; j < np; j++)
                for (int g = 0; g < 4; g++)
                    if (j != k && ps[j].names[g] == id)
                        return false;
            bool bound = false;
            for (int x = 0; x < B->nenv; x++)
                bound |= B->env_name[x] == id;
            if (!bound && B->nenv < TYPE_READ_ENV) {
                B->env_name[B->nenv] = id;
                B->env_type[B->nenv++] = spec->args[k];
            }
        }
    }
    B->injected = spec->ent;
    B->injected_type = spec;
    return true;
}

/* The `<` of the template head before the specialisation sp
   (`template <class T> struct X<T*>`); TU_NO_TOKEN when not found. */
static uint32_t specialization_head(const struct type_reader *R, const struct entity *sp)
{
    uint32_t i = sp->spec_args - 1;     /* its name */
    if (sp->kind == EK_VARIABLE || sp->kind == EK_FUNCTION) {
        /* a variable's or function's specifiers stand between the head
           and the name (`template <class T> constexpr bool v<T, T>`): the
           head is the first `template <...>` before the name */
        while (i > 1) {
            unsigned k = tr_kind_at(R, --i);
            if (k == TK_SEMI || k == TK_LBRACE || k == TK_RBRACE)
                return TU_NO_TOKEN;
            if (k != TK_GT)
                continue;
            int depth = 0;
            uint32_t j = i;
            for (; j > 0; j--) {
                unsigned kj = tr_kind_at(R, j);
                depth += kj == TK_GT ? 1 : kj == TK_LT ? -1 : 0;
                if (depth == 0)
                    break;
            }
            if (j > 0 && tr_kind_at(R, j - 1) == TK_TEMPLATE)
                return j;
            i = j;
        }
        return TU_NO_TOKEN;
    }
    while (i > 1) {
        unsigned k = tr_kind_at(R, i - 1);
        if (k == TK_RPAREN || k == TK_RBRACKET) {
            int depth = 0;
            uint32_t j = i - 1;
            for (; j > 0; j--) {
                unsigned kj = tr_kind_at(R, j);
                depth += (kj == TK_RPAREN || kj == TK_RBRACKET) ? 1 : (kj == TK_LPAREN || kj == TK_LBRACKET) ? -1 : 0;
                if (depth == 0)
                    break;
            }
            i = j;
            if (i > 0 && (tr_kind_at(R, i - 1) == TK_ATTRIBUTE || tr_kind_at(R, i - 1) == TK_ALIGNAS))
                i--;
            continue;
        }
        if (k != TK_STRUCT && k != TK_CLASS && k != TK_UNION && k != TK_LBRACKET)
            break;
        i--;
    }
    if (i < 2 || tr_kind_at(R, i - 1) != TK_GT)
        return TU_NO_TOKEN;
    int depth = 0;
    for (uint32_t j = i - 1; j > 0; j--) {
        unsigned kj = tr_kind_at(R, j);
        depth += kj == TK_GT ? 1 : kj == TK_LT ? -1 : 0;
        if (depth == 0)
            return tr_kind_at(R, j - 1) == TK_TEMPLATE ? j : TU_NO_TOKEN;
    }
    return TU_NO_TOKEN;
}

enum { MATCH_NO, MATCH_YES, MATCH_UNSURE };

/* The index of the specialisation's parameter param among ps, of kind
   (0 type, 1 value); -1 for an enclosing template's, a pack or another
   kind. */
static int param_index_of(const struct tparam *ps, int np, const struct entity *param, unsigned kind)
{
    int k = 0;
    while (k < np && ps[k].names[0] != param->name)
        k++;
    return k == np || ps[k].pack || ps[k].kind != kind ? -1 : k;
}

/* The specialisation's parameter param bound to t in B, or compared with
   what it is bound to already (another: `mismatch`). */
static int bind_param(struct type_reader *B, const struct tparam *ps, int np, const struct entity *param,
                      unsigned kind, const struct type *t, int mismatch)
{
    if (param_index_of(ps, np, param, kind) < 0)
        return MATCH_UNSURE;    /* an enclosing template's parameter, a pack */
    for (int x = 0; x < B->nenv; x++)
        if (B->env_name[x] == param->name)
            return B->env_type[x]->canon == t ? MATCH_YES : mismatch;
    if (B->nenv == TYPE_READ_ENV)
        return MATCH_UNSURE;
    B->env_name[B->nenv] = param->name;
    B->env_type[B->nenv++] = t;
    return MATCH_YES;
}

/* A specialisation's written argument p (its parameters read as
   themselves) against the argument a, binding the parameters it names in
   B: the same type once they are bound, surely another, or not known. */
static int match_arg(struct type_reader *B, const struct tparam *ps, int np, const struct type *p,
                     const struct type *a, int depth)
{
    p = p->canon;
    a = a->canon;
    if (depth > 16)
        return MATCH_UNSURE;
    if (!type_mentions_param(p, true))
        return p == a ? MATCH_YES : type_surely_different(p, a) ? MATCH_NO : MATCH_UNSURE;
    if (p->kind == TY_NAMED && p->ent && p->ent->kind == EK_VALUE_PARAM) {
        /* `tile<I_, J_, T>`: a value parameter takes the argument's value
           (or another specialisation's value parameter: partial ordering) */
        if (a->kind != TY_LITERAL && !(a->kind == TY_NAMED && a->ent && a->ent->kind == EK_VALUE_PARAM))
            return MATCH_UNSURE;
        return bind_param(B, ps, np, p->ent, 1, a, MATCH_UNSURE);
    }
    if (p->kind == TY_NAMED && p->ent && p->ent->kind == EK_TYPE_PARAM) {
        if ((a->cv & p->cv) != p->cv)
            return param_index_of(ps, np, p->ent, 0) < 0 ? MATCH_UNSURE : MATCH_NO;
        const struct type *t = type_qualified(B->tt, type_unqualified(B->tt, a), a->cv & ~p->cv)->canon;
        return bind_param(B, ps, np, p->ent, 0, t, MATCH_NO);
    }
    if (p->kind != a->kind || p->cv != a->cv)
        return p->kind == TY_NAMED || p->kind == TY_LITERAL ? MATCH_UNSURE : MATCH_NO;
    switch (p->kind) {
    case TY_POINTER: case TY_LREF: case TY_RREF:
        return match_arg(B, ps, np, p->inner, a->inner, depth + 1);
    case TY_ARRAY:
        if (p->len == TYPE_DEPENDENT_BOUND)     /* `T[N]`: N not bound here */
            return a->len == TYPE_NO_BOUND ? MATCH_NO : MATCH_UNSURE;
        return p->len != a->len ? MATCH_NO : match_arg(B, ps, np, p->inner, a->inner, depth + 1);
    case TY_TEMPLATE_ID: {
        if (p->ent != a->ent || p->nargs != a->nargs)
            return p->ent != a->ent ? MATCH_NO : MATCH_UNSURE;
        int r = MATCH_YES;
        for (int i = 0; i < p->nargs && r == MATCH_YES; i++)
            r = match_arg(B, ps, np, p->args[i], a->args[i], depth + 1);
        return r;
    }
    default:
        return MATCH_UNSURE;
    }
}

/* spec's arguments with a trailing pack's elements spread out (what a
   specialisation's written arguments match one by one), in out[0..max);
   -1 when a pack is not last or too many. */
static int spread_args(const struct type *spec, const struct tparam *primary, int nprimary,
                       const struct type **out, int max)
{
    int n = 0;
    for (int k = 0; k < spec->nargs; k++) {
        const struct type *a = spec->args[k]->canon;
        bool pack = k < nprimary && primary[k].pack;
        if (pack && (k != nprimary - 1 || a->kind != TY_PACK))
            return -1;
        for (int e = 0; e < (pack ? a->nargs : 1); e++) {
            if (n == max)
                return -1;
            out[n++] = pack ? a->args[e]->canon : a;
        }
    }
    return n;
}

/* The primary's parameter the j-th written argument stands for (a
   trailing pack takes every one from its place on); NULL past the end. */
static const struct tparam *param_for(const struct tparam *primary, int nprimary, int j)
{
    if (j < nprimary && !primary[j].pack)
        return &primary[j];
    return nprimary > 0 && primary[nprimary - 1].pack && j >= nprimary - 1 ? &primary[nprimary - 1] : NULL;
}

/* `Rest...` as a written argument [i, e): the index of the
   specialisation's pack parameter it expands, else -1. */
static int written_expansion(const struct type_reader *R, uint32_t i, uint32_t e, const struct tparam *ps, int np)
{
    if (e != i + 2 || tr_kind_at(R, i) != TK_IDENT || tr_kind_at(R, i + 1) != TK_ELLIPSIS)
        return -1;
    for (int x = 0; x < np; x++)
        if (ps[x].pack && ps[x].kind == 0 && ps[x].names[0] == R->V->toks[i].id)
            return x;
    return -1;
}

/* Does the partial or explicit specialisation sp take spec? On a match,
   B's environment binds sp's parameters. A primary whose last parameter
   is a pack (`template <class... T>`) has that pack's arguments matched one
   by one, a written `Rest...` taking those left. */
static int match_specialization(struct type_reader *B, const struct entity *sp, const struct type *spec,
                                const struct tparam *primary, int nprimary)
{
    const struct tu_view *V = B->V;
    struct type_reader R;
    type_reader_init(&R, V);
    R.params_by_name = true;
    R.dependent_bounds = true;
    R.depth = B->depth;
    uint32_t head = sp->spec_args ? specialization_head(&R, sp) : TU_NO_TOKEN;
    if (head == TU_NO_TOKEN)
        return MATCH_UNSURE;
    struct template_heads h = { { head }, 1 };
    struct tparam ps[32];
    int np = tr_head_params(&R, &h, ps, 32);
    uint32_t lt = sp->spec_args, gt = tr_matching_angle(&R, lt, (uint32_t)V->ntoks);
    if (np < 0 || gt >= V->ntoks)
        return MATCH_UNSURE;
    const struct type *flat[64];
    int nflat = spread_args(spec, primary, nprimary, flat, 64);
    if (nflat < 0)
        return MATCH_UNSURE;
    bool packed = nprimary > 0 && primary[nprimary - 1].pack, expanded = false;
    int k = 0, r = MATCH_YES;
    for (uint32_t i = lt + 1; i < gt && r != MATCH_NO; k++) {
        uint32_t e = type_read_element_end(V, i, gt);
        const struct tparam *pk = param_for(primary, nprimary, k);
        int x = packed && e == gt ? written_expansion(&R, i, e, ps, np) : -1;
        if (x >= 0 && pk && pk == &primary[nprimary - 1] && k <= nflat) {
            /* `Rest...`: the pack's arguments left */
            const struct type *rest = type_pack(B->tt, flat + k, nflat - k);
            bool bound = false;
            for (int y = 0; y < B->nenv && !bound; y++)
                if (B->env_name[y] == ps[x].names[0]) {
                    bound = true;
                    if (B->env_type[y]->canon != rest->canon)
                        r = MATCH_UNSURE;
                }
            if (!bound && B->nenv == TYPE_READ_ENV)
                return MATCH_UNSURE;
            if (!bound) {
                B->env_name[B->nenv] = ps[x].names[0];
                B->env_type[B->nenv++] = rest;
            }
            expanded = true;
            k = nflat;
            break;
        }
        if (!pk || (pk->pack && !packed))
            return MATCH_UNSURE;
        if (k >= nflat)
            return packed ? MATCH_NO : MATCH_UNSURE;    /* more written arguments than the pack has */
        R.failed = false;
        const struct type *p = tr_template_arg(&R, pk, i, e);
        int m = p && !R.failed ? match_arg(B, ps, np, p, flat[k], 0) : MATCH_UNSURE;
        if (m == MATCH_NO)
            return MATCH_NO;
        if (m == MATCH_UNSURE)
            r = MATCH_UNSURE;
        i = e + 1;
    }
    if (k != nflat)
        return packed && !expanded && k >= nprimary - 1 ? MATCH_NO : MATCH_UNSURE;    /* (else defaults left) */
    for (int x = 0; x < np && r == MATCH_YES; x++) {
        bool bound = false;
        for (int y = 0; y < B->nenv; y++)
            bound |= B->env_name[y] == ps[x].names[0];
        if (!bound)
            r = MATCH_UNSURE;   /* a parameter no argument deduces */
    }
    if (r != MATCH_YES)
        return r;
    /* the written arguments again, the parameters bound: what an alias
       computes from them must be valid (`__void_t<T&>` with T void is not)
       and give spec's arguments */
    struct type_reader C = *B;
    C.failed = false;
    C.surely_invalid = false;
    k = 0;
    for (uint32_t i = lt + 1; i < gt; k++) {
        uint32_t e = type_read_element_end(V, i, gt);
        if (expanded && e == gt)
            break;      /* `Rest...`: bound to what is left as it is */
        const struct type *t = tr_template_arg(&C, param_for(primary, nprimary, k), i, e);
        if (!t || C.failed)
            return C.surely_invalid ? MATCH_NO : MATCH_UNSURE;
        if (t->canon != flat[k])
            return MATCH_UNSURE;
        i = e + 1;
    }
    return MATCH_YES;
}

/* The partial specialisation sp's written arguments, its parameters read
   as themselves: a specialisation type standing for sp in partial
   ordering (NULL when not read). A written `Rest...` last stands for no
   arguments, *trailing_pack set; elsewhere it is not read. */
static const struct type *written_specialization(const struct type_reader *R, const struct type *spec,
                                                 const struct entity *sp, const struct tparam *primary, int nprimary,
                                                 bool *trailing_pack)
{
    *trailing_pack = false;
    struct type_reader W;
    type_reader_init(&W, R->V);
    W.params_by_name = true;
    W.dependent_bounds = true;
    W.depth = R->depth + 1;
    uint32_t lt = sp->spec_args, gt = tr_matching_angle(&W, lt, (uint32_t)R->V->ntoks);
    bool packed = nprimary > 0 && primary[nprimary - 1].pack;
    const struct type *args[32], *elems[32];
    int k = 0, ne = 0;
    for (uint32_t i = lt + 1; i < gt && k < 32; k++) {
        uint32_t e = type_read_element_end(R->V, i, gt);
        const struct tparam *pk = param_for(primary, nprimary, k);
        if (pk && pk->pack && e == gt && tr_kind_at(&W, e - 1) == TK_ELLIPSIS) {
            *trailing_pack = true;  /* `Rest...` last: ordered as if empty */
            break;
        }
        if (!pk || (tr_kind_at(&W, e - 1) == TK_ELLIPSIS))
            return NULL;
        const struct type *t = tr_template_arg(&W, pk, i, e);
        if (!t || W.failed)
            return NULL;
        if (pk->pack)
            elems[ne++] = t;
        else
            args[k] = t;
        i = e + 1;
    }
    int n = k;
    if (packed) {
        n = nprimary;
        if (k < nprimary - 1)
            return NULL;
        args[nprimary - 1] = type_pack(R->tt, elems, ne);
    }
    return n == spec->nargs ? type_template_id(R->tt, spec->ent, args, n) : NULL;
}

/* Of the partial specialisations sp[0..n) that all match spec, the one
   more specialised than every other ([temp.class.order]: x is when y's
   arguments deduce from x's written ones and not the reverse); NULL when
   none is, or it is not known. */
static const struct entity *most_specialized(const struct type_reader *R, const struct type *spec,
                                             const struct entity *const *sp, int n, const struct tparam *ps, int np)
{
    const struct type *written[8];
    bool trailing_pack[8];
    for (int i = 0; i < n; i++)
        if (!(written[i] = written_specialization(R, spec, sp[i], ps, np, &trailing_pack[i])))
            return NULL;
    for (int x = 0; x < n; x++) {
        bool best = true;
        for (int y = 0; y < n && best; y++) {
            if (y == x)
                continue;
            struct type_reader T;
            type_reader_init(&T, R->V);
            T.depth = R->depth + 1;
            int y_from_x = match_specialization(&T, sp[y], written[x], ps, np);
            type_reader_init(&T, R->V);
            T.depth = R->depth + 1;
            int x_from_y = match_specialization(&T, sp[x], written[y], ps, np);
            /* each from the other, one ending in `Rest...` (ordered as if
               empty): the one without it ([temp.deduct.partial]/11) */
            best = y_from_x == MATCH_YES &&
                   (x_from_y == MATCH_NO || (x_from_y == MATCH_YES && trailing_pack[y] && !trailing_pack[x]));
        }
        if (best)
            return sp[x];
    }
    return NULL;
}

const struct entity *tr_template_definition(const struct type_reader *R, const struct type *spec,
                                            struct type_reader *B)
{
    type_reader_init(B, R->V);
    B->depth = R->depth + 1;
    spec = spec->canon;
    const struct entity *tmpl = spec->ent;
    if (B->depth > 24 || spec->kind != TY_TEMPLATE_ID || !tmpl)
        return NULL;
    struct tparam ps[32];
    int np = tr_template_params(B, tmpl, ps, 32);
    if (np < 0 || np != spec->nargs || np > TYPE_READ_ENV)
        return NULL;
    if (type_read_uses_primary(R->V, spec))
        return bind_primary(B, spec, ps, np) ? tmpl : NULL;
    const struct entity *found = NULL, *matching[8];
    int nmatching = 0;
    struct type_reader matched;
    for (const struct entity *sp = tmpl->specializations; sp; sp = sp->next_specialization) {
        struct type_reader T;
        type_reader_init(&T, R->V);
        T.depth = B->depth;
        int m = match_specialization(&T, sp, spec, ps, np);
        if (m == MATCH_UNSURE || (m == MATCH_YES && nmatching == 8))
            return NULL;    /* not known */
        if (m == MATCH_YES) {
            if (!found) {
                found = sp;
                matched = T;
            }
            matching[nmatching++] = sp;
        }
    }
    if (nmatching > 1) {
        /* partial ordering: the one more specialised than each other */
        found = most_specialized(R, spec, matching, nmatching, ps, np);
        if (!found)
            return NULL;
        type_reader_init(&matched, R->V);
        matched.depth = B->depth;
        if (match_specialization(&matched, found, spec, ps, np) != MATCH_YES)
            return NULL;
    }
    if (!found)
        return bind_primary(B, spec, ps, np) ? tmpl : NULL;
    *B = matched;
    B->injected = tmpl;
    B->injected_type = spec;
    return found;
}

/* The definition a class template's specialisation spec takes, with B set
   to read its members there: its member scope, NULL when not known. */
static const struct scope *bind_specialization(const struct type_reader *R, const struct type *spec,
                                               struct type_reader *B)
{
    const struct entity *tmpl = spec->canon->ent;
    if (!tmpl || tmpl->kind != EK_CLASS_TEMPLATE || !tmpl->members) {
        type_reader_init(B, R->V);
        return NULL;
    }
    const struct entity *d = tr_template_definition(R, spec, B);
    return d ? d->members : NULL;
}

/* The `<` of the template head whose `>` is at gt (`template <...>`);
   TU_NO_TOKEN when gt closes no head. */
static uint32_t head_before(const struct type_reader *R, uint32_t gt)
{
    int depth = 0;
    for (uint32_t j = gt; j > 0; j--) {
        unsigned kj = tr_kind_at(R, j);
        depth += kj == TK_GT ? 1 : kj == TK_LT ? -1 : 0;
        if (depth == 0)
            return tr_kind_at(R, j - 1) == TK_TEMPLATE ? j : TU_NO_TOKEN;
    }
    return TU_NO_TOKEN;
}

/* Bind the parameters ps of a template to the arguments [lt, gt] (read by
   R, where they are written) and the defaults after them, in B. */
static bool bind_arguments(struct type_reader *R, struct type_reader *B, const struct tparam *ps, int np,
                           uint32_t lt, uint32_t gt)
{
    int k = 0;
    for (uint32_t i = lt + 1; i < gt; k++) {
        uint32_t e = type_read_element_end(R->V, i, gt);
        if (k >= np || ps[k].kind == 2 || B->nenv == TYPE_READ_ENV)
            return false;   /* templates: not bound */
        if (ps[k].pack) {
            /* the last parameter, a pack: the arguments left (`__void_t<T&>`) */
            if (k != np - 1 || ps[k].kind != 0)
                return false;
            const struct type *elems[16];
            int ne = 0;
            while (i < gt) {
                uint32_t pe = type_read_element_end(R->V, i, gt);
                const struct type *t = ne < 16 ? tr_template_arg(R, &ps[k], i, pe) : NULL;
                if (!t || R->failed)
                    return false;
                elems[ne++] = t;
                i = pe + 1;
            }
            if (ps[k].names[0]) {   /* (an unnamed one is read, not bound: `template<class...> using __void_t`) */
                B->env_name[B->nenv] = ps[k].names[0];
                B->env_type[B->nenv++] = type_pack(R->tt, elems, ne);
            }
            k++;
            break;
        }
        const struct type *t = tr_template_arg(R, &ps[k], i, e);
        if (!t || R->failed)
            return false;
        if (ps[k].names[0]) {
            B->env_name[B->nenv] = ps[k].names[0];
            B->env_type[B->nenv++] = t;
        }
        i = e + 1;
    }
    for (; k < np; k++) {
        if (ps[k].pack && k == np - 1 && B->nenv < TYPE_READ_ENV) {
            if (ps[k].names[0]) {
                B->env_name[B->nenv] = ps[k].names[0];  /* a pack no argument is left for: empty */
                B->env_type[B->nenv++] = type_pack(R->tt, NULL, 0);
            }
            continue;
        }
        if (ps[k].pack || ps[k].kind == 2 || !ps[k].def_end || !ps[k].names[0] || B->nenv == TYPE_READ_ENV)
            return false;
        const struct type *t = tr_template_arg(B, &ps[k], ps[k].def_first, ps[k].def_end);
        if (!t || B->failed)
            return false;
        B->env_name[B->nenv] = ps[k].names[0];
        B->env_type[B->nenv++] = t;
    }
    return true;
}

/* A reader for what a template declares, from outer's bindings (the
   class around it; NULL: none) one level deeper than R. */
static void nested_reader(struct type_reader *B, const struct type_reader *R, const struct type_reader *outer)
{
    if (outer) {
        *B = *outer;
        B->failed = false;
        B->surely_invalid = false;
        B->params_by_name = false;
        B->read_expansions = false;
        B->skip_ellipsis = TU_NO_TOKEN;
    } else {
        type_reader_init(B, R->V);
    }
    B->depth = R->depth + 1;
}

/* An alias template's specialisation `A<args>` (the `<` at lt, the `>` at
   gt, read by R): its type-id read with its parameters bound, beside
   outer's bindings when it is a member of a class template's
   specialisation. */
const struct type *tr_read_alias(struct type_reader *R, const struct entity *a, uint32_t lt, uint32_t gt,
                                     const struct type_reader *outer)
{
    const struct type_tokens *tt = a->type_toks;
    if (!tt || !tt->name || tt->name < 3 || R->depth >= 24 || tr_kind_at(R, tt->name - 1) != TK_USING ||
        tr_kind_at(R, tt->name - 2) != TK_GT)
        return tr_fail(R);
    uint32_t head = head_before(R, tt->name - 2);
    struct template_heads h = { { head }, 1 };
    struct tparam ps[16];
    int np = head != TU_NO_TOKEN ? tr_head_params(R, &h, ps, 16) : -1;
    struct type_reader B;
    nested_reader(&B, R, outer);
    bool failed = R->failed, surely_invalid = R->surely_invalid;
    bool bound = np >= 0 && bind_arguments(R, &B, ps, np, lt, gt);
    if (np >= 0 && !bound && R->params_by_name) {
        /* a pattern's `__void_t<typename T::other>`: an alias whose target
           names none of its parameters is that target whatever the
           arguments (a match is read again with the parameters bound,
           which checks them) */
        nested_reader(&B, R, outer);
        int uses = B.env_uses;
        uint32_t j = tt->spec_first, b = tt->spec_last + 1;
        const struct type *base = type_read_specifiers(&B, &j, b);
        const struct type *t = base ? type_read_declarator(&B, &j, b, base) : NULL;
        if (!t || j != b || B.failed || B.env_uses != uses || type_mentions_param(t, true))
            return tr_fail(R);
        R->failed = failed;
        R->surely_invalid = surely_invalid;
        return t;
    }
    if (!bound)
        return tr_fail(R);
    uint32_t j = tt->spec_first, b = tt->spec_last + 1;
    const struct type *base = type_read_specifiers(&B, &j, b);
    const struct type *t = base ? type_read_declarator(&B, &j, b, base) : NULL;
    R->nondeduced |= B.nondeduced;  /* `id_t<T>`, `typename id<T>::type` */
    if (t && j == b && !B.failed)
        return t;
    if (B.surely_invalid && !R->failed)
        R->surely_invalid = true;   /* `enable_if_t<false>` */
    return tr_fail(R);
}

static const struct type *base_type(const struct type_reader *B, const struct base_ref *b);

/* Which base of def (its base-specifiers read by B) declares id, through
   bases of bases: 1 when one does (*in its member scope, *F the reader of
   its definition), 0 when surely none, -1 when not known (a base not
   read, or two that declare it). */
static int base_declaring(struct type_reader *R, const struct type_reader *B, const struct entity *def,
                          const struct ident *id, struct type_reader *F, const struct scope **in, int depth)
{
    if (depth > 8)
        return -1;
    int found = 0;
    for (const struct base_ref *b = def->bases; b; b = b->next) {
        const struct type *bt = base_type(B, b);
        struct type_reader Bb;
        const struct scope *sc = NULL;
        if (bt && bt->kind == TY_TEMPLATE_ID) {
            sc = bind_specialization(R, bt, &Bb);
        } else if (bt && bt->kind == TY_NAMED && bt->ent && bt->ent->kind == EK_CLASS && !bt->ent->templ) {
            type_reader_init(&Bb, R->V);
            Bb.depth = R->depth + 1;
            sc = bt->ent->members;
        }
        if (!sc || !sc->owner || !(sc->owner->flags & EF_DEFINED))
            return -1;
        struct type_reader Fx;
        const struct scope *x = NULL;
        int k = 1;
        if (scope_find_local(sc, id)) {
            Fx = Bb;
            x = sc;
        } else {
            k = sc->owner->bases ? base_declaring(R, &Bb, sc->owner, id, &Fx, &x, depth + 1) : 0;
        }
        if (k < 0 || (k == 1 && found))
            return -1;
        if (k == 1) {
            found = 1;
            *F = Fx;
            *in = x;
        }
    }
    return found;
}

/* `::name` after a class's name, *pi at the `::`, looked up in sc (a
   member scope of the definition a specialisation takes) and read with
   B's bindings: a member typedef, an alias template's specialisation, or
   a member class template's typedef (`::template rebind<U>::other`).
   *pi after what was read. */
static const struct type *member_in(struct type_reader *R, const struct type_reader *B, const struct scope *sc,
                                    uint32_t *pi, uint32_t b)
{
    uint32_t i = *pi + 1;
    if (tr_kind_at(R, i) == TK_TEMPLATE)
        i++;
    if (i >= b || tr_kind_at(R, i) != TK_IDENT || !sc)
        return tr_fail(R);
    struct entity *m = scope_find_local(sc, R->V->toks[i].id);
    if (!m && sc->owner) {
        /* a member of a base (`add_lvalue_reference<T>::type` from
           __add_lvalue_reference_helper<T>), read in the base's definition */
        struct type_reader F;
        const struct scope *in = NULL;
        int k = sc->owner->bases ? base_declaring(R, B, sc->owner, R->V->toks[i].id, &F, &in, 0) : 0;
        if (k == 0 && !R->failed)
            R->surely_invalid = true;   /* no such member, in the class or a base */
        if (k == 1)
            return member_in(R, &F, in, pi, b);
    }
    if (!m || m->next)
        return tr_fail(R);     /* an overload set: not modelled */
    const struct type *t = NULL;
    if (tr_kind_at(R, i + 1) == TK_LT && type_read_template_open(R->V, i + 1)) {
        uint32_t gt = tr_matching_angle(R, i + 1, b);
        if (gt >= b)
            return tr_fail(R);
        if (m->kind == EK_ALIAS_TEMPLATE) {
            t = tr_read_alias(R, m, i + 1, gt, B);
            i = gt + 1;
        } else if (m->kind == EK_CLASS_TEMPLATE && !m->specializations && m->members &&
                   tr_kind_at(R, gt + 1) == TK_COLONCOLON) {
            /* a member class template's specialisation: its members read
               with its parameters bound beside the class's */
            struct tparam ps[16];
            int np = tr_template_params(R, m, ps, 16);
            struct type_reader B2;
            nested_reader(&B2, R, B);
            if (np < 0 || !bind_arguments(R, &B2, ps, np, i + 1, gt))
                return tr_fail(R);
            *pi = gt + 1;
            return member_in(R, &B2, m->members, pi, b);
        } else {
            return tr_fail(R);
        }
    } else if (m->kind == EK_TYPEDEF) {
        struct type_reader B2;
        nested_reader(&B2, R, B);
        t = type_read_typedef(&B2, m);
        if (B2.failed)
            t = NULL;
        i++;
    }
    if (!t)
        return tr_fail(R);     /* a class, an enum: not modelled */
    *pi = i;
    if (tr_kind_at(R, i) == TK_COLONCOLON && i + 1 < b)
        return tr_member_type(R, t, pi, b);
    return t;
}

/* `::name` after the type owner (*pi at the `::`): a member of the class
   it names, read in the definition a specialisation takes. */
const struct type *tr_member_type(struct type_reader *R, const struct type *owner, uint32_t *pi, uint32_t b)
{
    struct type_reader B;
    const struct type *o = owner->canon;
    if (type_mentions_param(o, true))
        R->nondeduced = true;   /* (a parameter unbound, or bound to one: a pattern's reading) */
    if (o->kind == TY_NAMED && o->ent && o->ent->kind == EK_CLASS && !o->ent->templ && o->ent->members &&
        (o->ent->flags & EF_DEFINED)) {
        /* `typename T::template rebind<U>::other`, T bound to a class */
        type_reader_init(&B, R->V);
        B.depth = R->depth + 1;
        return member_in(R, &B, o->ent->members, pi, b);
    }
    const struct scope *sc = bind_specialization(R, owner, &B);
    return sc ? member_in(R, &B, sc, pi, b) : tr_fail(R);
}

static struct entity *member_of(struct type_reader *R, const struct type *spec, const struct ident *id,
                                const struct type **owner, const struct type **type, bool *concrete, int depth,
                                struct type_reader *in);

/* The base-specifier b read by B (its template's parameters bound there):
   its canonical type, NULL when not read. */
static const struct type *base_type(const struct type_reader *B, const struct base_ref *b)
{
    if (!b->last)
        return NULL;
    struct type_reader C = *B;
    C.failed = false;
    uint32_t i = b->first, end = b->last + 1;
    while (i < end && (tr_kind_at(&C, i) == TK_PUBLIC || tr_kind_at(&C, i) == TK_PRIVATE ||
                       tr_kind_at(&C, i) == TK_PROTECTED || tr_kind_at(&C, i) == TK_VIRTUAL))
        i++;
    const struct type *bt = type_read_specifiers(&C, &i, end);
    return bt && !C.failed && i == end ? bt->canon : NULL;
}

/* The member id of the class c (no template, or an explicit
   specialisation: nothing to bind), or of its bases. Where found, *in
   (when not NULL) is set to read what the member's declaration writes. */
static struct entity *member_of_class(struct type_reader *R, const struct entity *c, const struct type *self,
                                      const struct ident *id, const struct type **owner, const struct type **type,
                                      bool *concrete, int depth, struct type_reader *in)
{
    if (depth > 8)
        return NULL;    /* (a base that names the class itself: only in ill-formed code) */
    struct entity *m = c->members ? scope_find_local(c->members, id) : NULL;
    if (m) {
        *owner = self;
        *concrete = true;
        *type = m->kind == EK_VARIABLE ? type_read_entity(R->V, m) : NULL;
        if (in) {
            type_reader_init(in, R->V);
            in->depth = R->depth + 1;
        }
        return m;
    }
    struct entity *found = NULL;
    for (const struct base_ref *b = c->bases; b; b = b->next) {
        const struct type *o = NULL, *t = NULL;
        struct entity *x = NULL;
        bool k = false;
        const struct entity *be = b->entity ? entity_resolve(b->entity) : NULL;
        const struct type *bt = b->type;
        if (!bt && be && be->kind == EK_TYPEDEF && !b->dependent) {
            /* `: true_type`: the class the typedef names */
            struct type_reader C;
            type_reader_init(&C, R->V);
            C.depth = R->depth + 1;
            bt = base_type(&C, b);
        }
        if (bt && bt->canon->kind == TY_NAMED && bt->canon->ent && bt->canon->ent->kind == EK_CLASS) {
            be = bt->canon->ent;
            bt = NULL;
        }
        if (bt && bt->canon->kind == TY_TEMPLATE_ID)
            x = member_of(R, bt, id, &o, &t, &k, depth + 1, in);
        else if (!bt && be && be->kind == EK_CLASS && !b->dependent && !(be->flags & EF_SPECIALIZATION) && !be->templ)
            x = member_of_class(R, be, type_named(R->tt, be), id, &o, &t, &k, depth + 1, in);
        else
            return NULL;    /* a base not known here */
        if (x && found)
            return NULL;    /* along two paths: not modelled */
        if (x) {
            found = x;
            *owner = o;
            *type = t;
            *concrete = k;
        }
    }
    return found;
}

/* The member id of a class template's definition def's bases, each
   base-specifier read with the definition's parameters bound (B):
   `base<T>` as base<int>. NULL where a base is not read, or the member is
   found along two paths. */
static struct entity *member_of_bases(struct type_reader *R, const struct type_reader *B, const struct entity *def,
                                      const struct ident *id, const struct type **owner, const struct type **type,
                                      bool *concrete, int depth, struct type_reader *in)
{
    struct entity *found = NULL;
    for (const struct base_ref *b = def->bases; b; b = b->next) {
        const struct type *bt = base_type(B, b);
        if (!bt)
            return NULL;
        bt = bt->canon;
        const struct type *o = NULL, *t = NULL;
        bool k = false;
        struct entity *x;
        if (bt->kind == TY_TEMPLATE_ID)
            x = member_of(R, bt, id, &o, &t, &k, depth + 1, in);
        else if (bt->kind == TY_NAMED && bt->ent && bt->ent->kind == EK_CLASS && !bt->ent->templ)
            x = member_of_class(R, bt->ent, bt, id, &o, &t, &k, depth + 1, in);
        else
            return NULL;
        if (x && found)
            return NULL;
        if (x) {
            found = x;
            *owner = o;
            *type = t;
            *concrete = k;
        }
    }
    return found;
}

static struct entity *member_of(struct type_reader *R, const struct type *spec, const struct ident *id,
                                const struct type **owner, const struct type **type, bool *concrete, int depth,
                                struct type_reader *in)
{
    spec = spec->canon;
    if (depth > 8)
        return NULL;
    struct type_reader B;
    const struct scope *sc = bind_specialization(R, spec, &B);
    if (!sc || !sc->owner)
        return NULL;
    const struct entity *def = sc->owner;
    if (def->kind == EK_CLASS && !B.nenv)
        return member_of_class(R, def, spec, id, owner, type, concrete, depth, in);   /* an explicit specialisation */
    struct entity *m = scope_find_local(sc, id);
    if (!m)
        return member_of_bases(R, &B, def, id, owner, type, concrete, depth, in);
    *owner = spec;
    *type = NULL;
    *concrete = false;
    if (m->kind == EK_VARIABLE && m->type_toks) {
        *type = type_read_declared(&B, m->type_toks->spec_first, m->type_toks->spec_last, m->type_toks->name);
        if (!*type || B.failed)
            return NULL;
    }
    if (in)
        *in = B;
    return m;
}

struct entity *type_read_member_of(const struct tu_view *V, const struct type *spec, const struct ident *id,
                                   const struct type **owner, const struct type **type, bool *concrete)
{
    struct type_reader R;
    type_reader_init(&R, V);
    *owner = *type = NULL;
    *concrete = false;
    spec = spec->canon;
    if (spec->kind == TY_NAMED && spec->ent && spec->ent->kind == EK_CLASS && !spec->ent->templ)
        return member_of_class(&R, spec->ent, spec, id, owner, type, concrete, 0, NULL);
    return spec->kind == TY_TEMPLATE_ID ? member_of(&R, spec, id, owner, type, concrete, 0, NULL) : NULL;
}

/* The member id of the class or specialisation t as its static constants
   are looked up (*type: a variable's type, *in: the reader of the
   definition that declares it); NULL when not found. */
static struct entity *static_member(struct type_reader *R, const struct type *t, const struct ident *id, int depth,
                                    const struct type **type, struct type_reader *in)
{
    const struct type *owner = NULL;
    bool concrete = false;
    *type = NULL;
    t = t->canon;
    if (t->kind == TY_NAMED && t->ent && t->ent->kind == EK_CLASS && !t->ent->templ)
        return member_of_class(R, t->ent, t, id, &owner, type, &concrete, depth, in);
    if (t->kind == TY_TEMPLATE_ID)
        return member_of(R, t, id, &owner, type, &concrete, depth, in);
    return NULL;
}

bool tr_static_value(struct type_reader *R, const struct type *t, const struct ident *id, long long *out, int depth)
{
    const struct type *type;
    struct type_reader in;
    struct entity *m = static_member(R, t, id, 0, &type, &in);
    if (m && m->kind == EK_ENUMERATOR)
        return tr_enumerator_value(&in, m, out, depth);
    /* a static data member, const (constexpr): its initialiser in the class */
    if (!m || m->kind != EK_VARIABLE || !(m->flags & EF_STATIC) || !type || !(type->canon->cv & TQ_CONST))
        return false;
    return tr_initializer_value(&in, m, out, depth);
}

const struct type *tr_static_opaque(struct type_reader *R, const struct type *t, const struct ident *id, int depth)
{
    const struct type *type;
    struct type_reader in;
    struct entity *m = static_member(R, t, id, depth, &type, &in);
    if (m && (m->kind != EK_VARIABLE || !(m->flags & EF_STATIC)))
        return NULL;
    const struct type *o = m ? tr_initializer_opaque(&in, m) : NULL;
    return o ? o : type_opaque_literal(R->tt, type_builtin(R->tt, "b"), t->canon, id->name);
}

const struct scope *type_reader_in_specialization(const struct tu_view *V, const struct type *spec,
                                                  struct type_reader *R)
{
    struct type_reader R0;
    type_reader_init(&R0, V);
    const struct scope *sc = bind_specialization(&R0, spec->canon, R);
    R->depth = 0;
    return sc;
}

int type_read_bases(const struct tu_view *V, const struct type *spec, const struct type **out, int max)
{
    struct type_reader R, B;
    type_reader_init(&R, V);
    const struct scope *sc = bind_specialization(&R, spec->canon, &B);
    const struct entity *def = sc ? sc->owner : NULL;
    if (!def || !(def->flags & EF_DEFINED))
        return -1;
    int n = 0;
    for (const struct base_ref *b = def->bases; b; b = b->next) {
        const struct type *bt = n < max ? base_type(&B, b) : NULL;
        if (!bt)
            return -1;
        out[n++] = bt;
    }
    return n;
}

const struct scope *type_read_definition(const struct tu_view *V, const struct type *spec)
{
    struct type_reader R, B;
    type_reader_init(&R, V);
    return bind_specialization(&R, spec, &B);
}

const struct type *type_read_specialization_member(const struct tu_view *V, struct entity *m, const struct type *spec)
{
    spec = spec->canon;
    if (!m->type_toks || spec->kind != TY_TEMPLATE_ID || !spec->ent)
        return NULL;
    if (m->kind != EK_VARIABLE && m->kind != EK_FUNCTION && m->kind != EK_TYPEDEF)
        return NULL;
    /* a hidden friend of a class template names the template's parameters
       or its injected-class-name, both bound in a specialisation */
    bool hidden_friend = m->kind == EK_FUNCTION && m->templ && m->parent && m->parent->kind == SK_NAMESPACE;
    if (m->type && !type_mentions_param(m->type, true) && !hidden_friend)
        return m->type;     /* read already, the same in every specialisation */
    bool is_operator = m->kind == EK_FUNCTION && !(m->flags & EF_CONVERSION) && m->name &&
                       strncmp(m->name->name, "operator", 8) == 0;
    struct type_reader R0, R;
    type_reader_init(&R0, V);
    const struct scope *sc = bind_specialization(&R0, spec, &R);
    if (!sc || (hidden_friend ? m->templ != sc->owner : m->parent != sc))
        return NULL;    /* a member of another definition, or of a base */
    R.depth = 0;
    if (m->flags & (EF_CONSTRUCTOR | EF_DESTRUCTOR)) {
        /* `A(T x, int)`: its parameter list read in the specialisation */
        return type_read_special(&R, m);
    }
    if (m->flags & EF_CONVERSION) {
        /* `operator T() const`: the type after `operator`, its qualifiers
           as declared */
        uint32_t i = m->type_toks->spec_first, end = m->type_toks->spec_last + 1;
        const struct type *to = type_read_specifiers(&R, &i, end);
        if (to)
            to = type_read_declarator(&R, &i, end, to);
        if (!to || R.failed || i != end || !m->type || m->type->canon->kind != TY_FUNCTION)
            return NULL;
        return type_function(R.tt, to, NULL, 0, false, m->type->canon->fn_cv, m->type->canon->fn_ref, false);
    }
    if (is_operator) {
        const struct type *t = type_read_operator(&R, m->type_toks->spec_first, m->type_toks->spec_last,
                                                  m->type_toks->name + 1);
        return R.failed ? NULL : t;
    }
    if (m->kind == EK_TYPEDEF) {
        const struct type *t = type_read_typedef(&R, m);
        return R.failed ? NULL : t;
    }
    return type_read_declared(&R, m->type_toks->spec_first, m->type_toks->spec_last, m->type_toks->name);
}

const struct type *type_read_class(const struct tu_view *V, const struct entity *c)
{
    struct type_reader R;
    type_reader_init(&R, V);
    if (c->kind != EK_CLASS || !(c->flags & EF_SPECIALIZATION) || !c->templ || !c->spec_args ||
        c->templ->kind != EK_CLASS_TEMPLATE)
        return type_named(R.tt, c);
    uint32_t lt = c->spec_args, gt = tr_matching_angle(&R, lt, (uint32_t)V->ntoks);
    const struct type *t = gt < V->ntoks ? tr_read_template_id(&R, c->templ, lt, gt) : NULL;
    /* (a partial specialisation's arguments name its parameters: not read) */
    return t && !R.failed ? t : type_named(R.tt, c);
}
