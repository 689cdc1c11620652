/* Extended lambdas: annotation, parent and captures (see lambda.h). */
#include "cuda/lambda.h"
#include "cuda/attributes.h"
#include "cuda/spaces.h"
#include "parser/brackets.h"
#include "sema/scope.h"
#include "util/xalloc.h"
#include <stdlib.h>
#include <string.h>

#define HAS(cd, r) (((cd)->roles >> (r)) & 1u)

static struct lambda_open *innermost(struct parser *P)
{
    return P->nlambdas > 0 && P->nlambdas <= PARSER_PROTO_DEPTH ? &P->lambdas[P->nlambdas - 1] : NULL;
}

void cuda_lambda_annotation(struct parser *P, uint32_t first, uint32_t last)
{
    struct lambda_open *lo = innermost(P);
    if (!lo || last < first)
        return;
    struct cuda_decl cd;
    cuda_collect(P, first, last, &cd);
    if (HAS(&cd, CA_DEVICE))
        lo->exec = HAS(&cd, CA_EXEC_HOST) ? XS_HOST_DEVICE : XS_DEVICE;
    lo->attr_first = first;
    lo->attr_last = last;
}

/* ---- captures ---- */

struct capture_set {
    struct lambda_capture v[1024];
    const struct entity *ent[1024];     /* LC_VARIABLE: the entity, to capture it once */
    unsigned n;
    bool this_captured;
};

static void add_capture(struct capture_set *cs, uint8_t kind, uint32_t name, const struct entity *e)
{
    if (cs->n >= 1024)
        return;
    cs->v[cs->n] = (struct lambda_capture){ .kind = kind, .name = name, .init_first = HF_NONE,
                                            .init_last = HF_NONE };
    cs->ent[cs->n] = e;
    cs->n++;
}

static bool captured(const struct capture_set *cs, const struct entity *e)
{
    for (unsigned i = 0; i < cs->n; i++)
        if (cs->ent[i] == e)
            return true;
    return false;
}

/* A parameter of an enclosing lambda (no entity: the filter sees it through
   its parameter list) already captured? */
static bool captured_name(const struct parser *P, const struct capture_set *cs, const struct ident *id)
{
    for (unsigned i = 0; i < cs->n; i++)
        if (cs->v[i].kind == LC_VARIABLE && !cs->ent[i] && P->toks[cs->v[i].name].id == id)
            return true;
    return false;
}

/* Is id declared (as a parameter or a local) in [first, last]? */
static bool declared_within(const struct parser *P, const struct ident *id, uint32_t first, uint32_t last)
{
    for (uint32_t j = first; j <= last; j++)
        if ((P->mark[j] & MK_DECLARED) && P->toks[j].id == id)
            return true;
    return false;
}

/* A variable of automatic storage declared outside the lambda (whose own
   scope is inner): what a capture-default copies when the body names it. */
static bool outer_automatic(const struct entity *e, const struct scope *inner)
{
    if (!e || (e->kind != EK_VARIABLE && e->kind != EK_PARAMETER) || !e->parent)
        return false;
    if (e->flags & (EF_STATIC | EF_EXTERN | EF_THREAD_LOCAL))
        return false;
    if (e->parent->kind != SK_BLOCK && e->parent->kind != SK_FUNCTION_PARAMS)
        return false;
    for (const struct scope *s = e->parent; s; s = s->parent)
        if (s == inner)
            return false;
    return true;
}

/* A non-static member named without `.`, `->` or `::`: a use of `this`. */
static bool implicit_member(const struct entity *e)
{
    if (!e || !e->parent || e->parent->kind != SK_CLASS || (e->flags & EF_STATIC))
        return false;
    return e->kind == EK_VARIABLE || e->kind == EK_FUNCTION || e->kind == EK_FUNCTION_TEMPLATE;
}

/* The explicit captures of [lb, rb]; sets *has_default for `=` and `&`. */
static void explicit_captures(struct parser *P, uint32_t lb, uint32_t rb, struct capture_set *cs, bool *has_default)
{
    const struct token *t = P->toks;
    uint32_t i = lb + 1;
    while (i < rb) {
        /* one item: [i, end) */
        uint32_t end = i;
        int depth = 0;
        for (; end < rb; end++) {
            unsigned k = t[end].kind;
            if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE)
                depth++;
            else if (k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE)
                depth--;
            else if (k == TK_COMMA && depth == 0)
                break;
        }
        unsigned k0 = t[i].kind;
        if ((k0 == TK_EQ || k0 == TK_AMP) && end == i + 1) {
            *has_default = true;
        } else if (k0 == TK_THIS) {
            add_capture(cs, LC_THIS, i, NULL);
            cs->this_captured = true;
        } else if (k0 == TK_STAR && i + 1 < end && t[i + 1].kind == TK_THIS) {
            add_capture(cs, LC_STAR_THIS, i, NULL);
            cs->this_captured = true;
        } else if (k0 == TK_IDENT && i + 1 < end &&
                   (t[i + 1].kind == TK_EQ || t[i + 1].kind == TK_LBRACE || t[i + 1].kind == TK_LPAREN)) {
            add_capture(cs, LC_INIT, i, NULL);
            cs->v[cs->n - 1].init_first = t[i + 1].kind == TK_EQ ? i + 2 : i + 1;
            cs->v[cs->n - 1].init_last = end - 1;
        } else if (k0 == TK_IDENT) {
            add_capture(cs, LC_VARIABLE, i, P->ent[i] ? entity_resolve(P->ent[i]) : NULL);
        }
        i = end + 1;
    }
}

/* Index of the `)` closing the `(` at lp, or lp when unmatched. */
static uint32_t close_paren(const struct parser *P, uint32_t lp, uint32_t limit)
{
    int depth = 0;
    for (uint32_t i = lp; i <= limit; i++) {
        if (P->toks[i].kind == TK_LPAREN)
            depth++;
        else if (P->toks[i].kind == TK_RPAREN && --depth == 0)
            return i;
    }
    return lp;
}

/* The names the body [first, last] uses that a capture-default captures,
   in the order they first appear. Unevaluated operands (sizeof, decltype,
   alignof, noexcept) capture nothing. */
static void implicit_captures(struct parser *P, uint32_t rb, uint32_t first, uint32_t last, const struct scope *inner,
                              struct capture_set *cs)
{
    const struct token *t = P->toks;
    for (uint32_t i = first; i <= last; i++) {
        unsigned k = t[i].kind;
        if (k == TK_SIZEOF || k == TK_ALIGNOF || k == TK_DECLTYPE || k == TK_NOEXCEPT) {
            uint32_t j = i + 1;
            if (j <= last && t[j].kind == TK_ELLIPSIS)
                j++;
            if (j <= last && t[j].kind == TK_LPAREN)
                i = close_paren(P, j, last);
            continue;
        }
        if (k == TK_THIS) {
            if (!cs->this_captured) {
                add_capture(cs, LC_THIS, i, NULL);
                cs->this_captured = true;
            }
            continue;
        }
        if (k != TK_IDENT || (P->mark[i] & MK_DECLARED))
            continue;   /* (a name being declared is no use of the one it hides) */
        if ((P->mark[i] & MK_PARAMETER) && !P->ent[i]) {
            /* a parameter: the lambda's own, a nested lambda's, or an
               enclosing lambda's, which is captured */
            const struct ident *id = t[i].id;
            if (id && !declared_within(P, id, rb, last) && !captured_name(P, cs, id))
                add_capture(cs, LC_VARIABLE, i, NULL);
            continue;
        }
        if (!P->ent[i])
            continue;
        unsigned pk = i > 0 ? t[i - 1].kind : TK_EOF;
        unsigned nk = i + 1 < P->ntoks ? t[i + 1].kind : TK_EOF;
        if (pk == TK_DOT || pk == TK_ARROW || pk == TK_COLONCOLON || nk == TK_COLONCOLON)
            continue;
        const struct entity *e = entity_resolve(P->ent[i]);
        if (outer_automatic(e, inner)) {
            if (!captured(cs, e))
                add_capture(cs, LC_VARIABLE, i, e);
        } else if (implicit_member(e) && !cs->this_captured) {
            add_capture(cs, LC_THIS, i, NULL);
            cs->this_captured = true;
        }
    }
}

/* ---- the record ---- */

static struct lambda_parent *current_parent(struct parser *P)
{
    if (P->nfn > 0)
        return P->nfn <= PARSER_SPEC_DEPTH ? P->fn_parent[P->nfn - 1] : NULL;
    return P->body_parent;
}

/* `mutable` and the trailing return type between the parameters' `)` and
   the body's `{`. */
static void declarator_tail(struct parser *P, uint32_t rb, uint32_t body_first, struct ext_lambda *l)
{
    const struct token *t = P->toks;
    uint32_t i = rb + 1;
    /* past the annotation and the parameter list */
    int depth = 0;
    bool seen_params = false;
    for (; i < body_first; i++) {
        unsigned k = t[i].kind;
        if (k == TK_ATTRIBUTE) {
            uint32_t j = i + 1;
            if (j < body_first && t[j].kind == TK_LPAREN)
                i = close_paren(P, j, body_first);
            continue;
        }
        if (k == TK_LPAREN && depth == 0 && !seen_params) {
            i = close_paren(P, i, body_first);
            seen_params = true;
            continue;
        }
        if (k == TK_MUTABLE)
            l->is_mutable = true;
        else if (k == TK_ARROW && l->ret_first == HF_NONE && i + 1 < body_first) {
            l->ret_first = i + 1;
            l->ret_last = body_first - 1;
            break;
        }
    }
}

void cuda_lambda_close(struct parser *P, uint32_t body_last)
{
    struct lambda_open *lo = innermost(P);
    if (!lo || lo->exec == XS_NONE || !P->extended_lambda || body_last >= P->ntoks ||
        P->toks[body_last].kind != TK_RBRACE)
        return;
    /* inside another extended lambda's body: device code, not wrapped */
    for (int k = 0; k + 1 < P->nlambdas && k < PARSER_PROTO_DEPTH; k++)
        if (P->lambdas[k].exec != XS_NONE)
            return;
    uint32_t body_first = bracket_match(P, body_last);
    if (body_first == NO_MATCH || body_first <= lo->rb)
        return;
    struct lambda_parent *parent = current_parent(P);
    if (parent && (parent->exec == XS_DEVICE || parent->exec == XS_GLOBAL))
        return;     /* a device body: the host TU has a dummy in its place */
    struct ext_lambda *l = ARENA_NEW(P->arena, struct ext_lambda);
    l->exec = lo->exec;
    l->lb = lo->lb;
    l->rb = lo->rb;
    l->body_first = body_first;
    l->body_last = body_last;
    l->ret_first = l->ret_last = HF_NONE;
    l->parent = parent;
    l->wrap = parent != NULL;
    declarator_tail(P, lo->rb, body_first, l);
    struct capture_set *cs = xmalloc(sizeof *cs);
    cs->n = 0;
    cs->this_captured = false;
    explicit_captures(P, lo->lb, lo->rb, cs, &l->has_default);
    if (l->has_default)
        implicit_captures(P, lo->rb, body_first + 1, body_last - 1, lo->scope, cs);
    l->ncaps = cs->n;
    l->caps = ARENA_NEW_ARRAY(P->arena, struct lambda_capture, cs->n ? cs->n : 1);
    memcpy(l->caps, cs->v, cs->n * sizeof *cs->v);
    free(cs);
    if (l->wrap) {
        l->number = ++parent->nlambdas;
        uint64_t *bits = l->exec == XS_DEVICE ? P->root->facts.device_captures : P->root->facts.host_device_captures;
        bits[l->ncaps / 64] |= 1ull << (l->ncaps % 64);
    }
    struct host_fact *f = host_facts_add(&P->root->facts, HF_EXT_LAMBDA);
    f->first = l->lb;
    f->last = l->body_last;
    f->lambda = l;
}
