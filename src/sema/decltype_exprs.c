/* decltype of the expressions the type reader types itself: a call of a
 * function template named with its arguments (`f<T>()`, `f<T, U>(0)`)
 * among its overloads, and a conditional of two such calls. These are the
 * library's selectors: `declval<T>()` is `decltype(__declval<T>(0))`, an
 * `(int)` overload beside a `(long)` one; common_type's `__cond_t` is
 * `decltype(true ? declval<T>() : declval<U>())` and its `_S_test<T,
 * U>(0)` an `(int)` overload whose result substitution may fail beside an
 * `(...)` one. Every answer is sure or NULL: a candidate not read leaves the
 * call unknown unless it surely loses. */
#include "sema/type_read_internal.h"
#include "sema/expr_type.h"
#include <string.h>

/* How a candidate takes the call's arguments: none, or the literal 0 */
enum take { TAKE_EXACT, TAKE_CONVERSION, TAKE_ELLIPSIS, TAKE_NOT, TAKE_UNKNOWN };

static enum take takes_zero(const struct type *ft, bool no_args)
{
    if (no_args)
        return ft->nargs == 0 ? (ft->variadic ? TAKE_UNKNOWN : TAKE_EXACT) : TAKE_UNKNOWN;
    if (ft->nargs == 0)
        return ft->variadic ? TAKE_ELLIPSIS : TAKE_NOT;
    if (ft->nargs > 1)
        return TAKE_UNKNOWN;    /* the rest may have defaults */
    const struct type *p = ft->args[0]->canon;
    if (p->kind == TY_LREF) {
        p = p->inner->canon;
        if ((p->cv & (TQ_CONST | TQ_VOLATILE)) != TQ_CONST)
            return p->kind == TY_BUILTIN ? TAKE_NOT : TAKE_UNKNOWN;    /* `int&` binds no literal */
    } else if (p->kind == TY_RREF) {
        p = p->inner->canon;
    }
    if (p->kind == TY_BUILTIN && p->code && strcmp(p->code, "i") == 0)
        return TAKE_EXACT;
    if (type_is_arithmetic(p) || p->kind == TY_POINTER)
        return TAKE_CONVERSION;     /* to another number, or a null pointer */
    return TAKE_UNKNOWN;
}

/* The function template t's declared type with the explicit arguments
   between lt and gt (defaults filling the rest); *invalid when that
   substitution surely fails. NULL where not read. */
static const struct type *candidate_type(struct type_reader *R, struct entity *t, uint32_t lt, uint32_t gt,
                                         bool *invalid)
{
    *invalid = false;
    if (t->kind != EK_FUNCTION_TEMPLATE || !t->type_toks || t->specializations)
        return NULL;
    struct type_reader A = *R;
    A.failed = false;
    A.surely_invalid = false;
    const struct type *spec = tr_read_template_id(&A, t, lt, gt);
    R->env_uses = A.env_uses;
    if (!spec || A.failed) {
        *invalid = A.surely_invalid;
        return NULL;
    }
    struct type_reader B;
    if (tr_template_definition(R, spec, &B) != t)
        return NULL;
    B.failed = false;
    B.surely_invalid = false;
    const struct type_tokens *tt = t->type_toks;
    const struct type *ft = type_read_declared(&B, tt->spec_first, tt->spec_last, tt->name);
    if (!ft || B.failed) {
        *invalid = B.surely_invalid;
        return NULL;
    }
    ft = ft->canon;
    if (ft->kind != TY_FUNCTION || !ft->inner || type_mentions_param(ft, true) || type_read_is_auto(ft->inner))
        return NULL;
    return ft;
}

/* Is t declared `name(...)`: taking anything by ellipsis alone? */
static bool declared_ellipsis_only(const struct type_reader *R, const struct entity *t)
{
    uint32_t n = t->type_toks ? t->type_toks->name : 0;
    return n && tr_kind_at(R, n + 1) == TK_LPAREN && tr_kind_at(R, n + 2) == TK_ELLIPSIS &&
           tr_kind_at(R, n + 3) == TK_RPAREN;
}

/* A call's value category from its result type: 0 prvalue, 1 lvalue, 2 xvalue */
static int category(const struct type *t)
{
    t = t->canon;
    return t->kind == TY_LREF ? 1 : t->kind == TY_RREF ? 2 : 0;
}

/* `[::][ns::]f<args>()` or `...(0)` filling [a, b): the result type the
   call's declared function gives (decltype's answer); NULL when not
   known. */
static const struct type *call_result(struct type_reader *R, uint32_t a, uint32_t b)
{
    uint32_t i = tr_skip_namespaces(R, a, b);
    /* `sel::test<T>(0)`: a plain class's member */
    for (const struct entity *c; i + 2 < b && tr_kind_at(R, i) == TK_IDENT && tr_kind_at(R, i + 1) == TK_COLONCOLON &&
                                 R->V->ent[i] && (c = entity_resolve(R->V->ent[i]))->kind == EK_CLASS && !c->templ;)
        i += 2;
    if (i + 1 >= b || tr_kind_at(R, i) != TK_IDENT || tr_kind_at(R, i + 1) != TK_LT || !R->V->ent[i] ||
        R->depth > 20)
        return NULL;
    uint32_t gt = tr_matching_angle(R, i + 1, b);
    if (gt >= b || tr_kind_at(R, gt + 1) != TK_LPAREN)
        return NULL;
    bool no_args = gt + 3 == b && tr_kind_at(R, gt + 2) == TK_RPAREN;
    const struct token *z = gt + 2 < R->V->ntoks ? &R->V->toks[gt + 2] : NULL;
    bool zero = gt + 4 == b && z && z->kind == TK_INT_LIT && z->len == 1 && R->V->buf[z->offset] == '0' &&
                tr_kind_at(R, gt + 3) == TK_RPAREN;
    if (!no_args && !zero)
        return NULL;
    struct entity *first = entity_resolve(R->V->ent[i]);
    const struct type *best = NULL;
    enum take best_take = TAKE_NOT;
    int tied = 0, unknown_ellipsis = 0;
    for (struct entity *t = first; t; t = t->next) {
        if (t->name != first->name || t->redecl)
            continue;
        bool invalid;
        const struct type *ft = candidate_type(R, t, i + 1, gt, &invalid);
        if (!ft) {
            if (invalid)
                continue;   /* its substitution fails: no candidate */
            if (!no_args && declared_ellipsis_only(R, t)) {
                unknown_ellipsis++;     /* loses to any better, whatever it yields */
                continue;
            }
            return NULL;
        }
        enum take k = takes_zero(ft, no_args);
        if (k == TAKE_UNKNOWN)
            return NULL;
        if (k == TAKE_NOT)
            continue;
        if (!best || k < best_take) {
            best = ft;
            best_take = k;
            tied = 0;
        } else if (k == best_take && ft != best) {
            tied++;     /* (the same type: a template declared again, or one answer either way) */
        }
    }
    if (!best || tied || (unknown_ellipsis && best_take >= TAKE_ELLIPSIS))
        return NULL;
    const struct type *r = best->inner->canon;
    /* (a prvalue of a non-class type has no cv) */
    return category(r) || type_is_class(r) ? best->inner : type_unqualified(R->tt, r);
}

/* The top-level `?` of the conditional [a, b) and its `:`; false when not
   one conditional */
static bool split_conditional(const struct type_reader *R, uint32_t a, uint32_t b, uint32_t *q, uint32_t *c)
{
    int depth = 0, nested = 0;
    *q = *c = 0;
    for (uint32_t i = a; i < b; i++) {
        unsigned k = tr_kind_at(R, i);
        if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE)
            depth++;
        else if (k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE)
            depth--;
        else if (k == TK_LT && i > a && tr_kind_at(R, i - 1) == TK_IDENT && R->V->ent[i - 1])
            i = tr_matching_angle(R, i, b);     /* a template's arguments */
        else if (depth == 0 && k == TK_QUESTION && !*q)
            *q = i;
        else if (depth == 0 && k == TK_QUESTION)
            nested++;
        else if (depth == 0 && k == TK_COLON && *q && nested)
            nested--;
        else if (depth == 0 && k == TK_COLON && *q && !*c)
            *c = i;
        else if (depth == 0 && (k == TK_COMMA || k == TK_EQ))
            return false;
        if (depth < 0 || i >= b)
            return false;
    }
    return *q > a && *c > *q + 1 && *c + 1 < b;
}

/* `c ? x : y` of two calls call_result types ([expr.cond]): operands of
   one type and value category give that; arithmetic prvalues their
   usual arithmetic conversion. decltype's answer; NULL otherwise. */
static const struct type *conditional_result(struct type_reader *R, uint32_t a, uint32_t b)
{
    uint32_t q, c;
    if (!split_conditional(R, a, b, &q, &c))
        return NULL;
    const struct type *x = call_result(R, q + 1, c), *y = x ? call_result(R, c + 1, b) : NULL;
    if (!x || !y)
        return NULL;
    int cx = category(x), cy = category(y);
    const struct type *ux = cx ? x->canon->inner->canon : x->canon, *uy = cy ? y->canon->inner->canon : y->canon;
    if (cx == cy && ux == uy)
        return cx ? x : type_unqualified(R->tt, ux);
    ux = type_unqualified(R->tt, ux)->canon;
    uy = type_unqualified(R->tt, uy)->canon;
    if (type_is_arithmetic(ux) && type_is_arithmetic(uy))
        return type_usual_arithmetic(R->tt, ux, uy);
    return NULL;
}

const struct type *tr_decltype_expression(struct type_reader *R, uint32_t a, uint32_t b)
{
    const struct type *t = call_result(R, a, b);
    return t ? t : conditional_result(R, a, b);
}
