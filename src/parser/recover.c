/* Error recovery.
 *
 * After a syntax error the reference abandons the statement, member or
 * declaration it is in and goes on after the next `;` at the same bracket
 * depth, or at the `}` closing the body it is in. We do the same: the
 * grammar's error rules sit on the three sequences (statements, members,
 * declarations) as `error RECOVER`. When Bison has popped to such a
 * sequence, the filter hands out RECOVER; its action restores the parser's
 * stacks to what they were at the body's `{` (the actions of the abandoned
 * part pushed scopes and specifiers nobody will pop) and moves the filter
 * to where parsing goes on. */
#include "parser/recover.h"
#include "util/xalloc.h"
#include <string.h>

void recover_init(struct parser *P)
{
    P->brace_close = xmalloc((P->ntoks + 1) * sizeof *P->brace_close);
    uint32_t *open = xmalloc((P->ntoks + 1) * sizeof *open);
    size_t n = 0;
    for (size_t i = 0; i < P->ntoks; i++) {
        P->brace_close[i] = (uint32_t)P->ntoks;
        if (P->toks[i].kind == TK_LBRACE)
            open[n++] = (uint32_t)i;
        else if (P->toks[i].kind == TK_RBRACE && n > 0)
            P->brace_close[open[--n]] = (uint32_t)i;
    }
    free(open);
}

void recover_free(struct parser *P)
{
    free(P->sync);
    P->sync = NULL;
    P->nsync = P->sync_cap = 0;
    if (P->root == P) {
        free(P->brace_close);
        P->brace_close = NULL;
    }
}

static struct parser_sync snapshot(const struct parser *P, uint32_t open_tok)
{
    return (struct parser_sync){ open_tok, P->nspecs, P->nfn, P->nns, P->nclass, P->nenum, P->nprotos,
                                 P->sema->depth };
}

void recover_begin(struct parser *P)
{
    P->sync_base = snapshot(P, UINT32_MAX);
    P->nsync = 0;
}

bool recover_after_error(struct parser *P, uint32_t tok)
{
    P->error_repeat = P->errors > 0 && tok == P->last_error_tok;
    P->last_error_tok = tok;
    P->recover_pending = true;
    return P->error_repeat;
}

static uint32_t close_of(const struct parser *P, uint32_t open)
{
    return open < P->ntoks ? P->brace_close[open] : (uint32_t)P->ntoks;
}

void pa_sync_push(struct parser *P, uint32_t open_tok)
{
    /* bodies closed before this one opened are done with */
    while (P->nsync > 0 && close_of(P, P->sync[P->nsync - 1].open) < open_tok)
        P->nsync--;
    if (P->nsync == P->sync_cap) {
        P->sync_cap = P->sync_cap ? 2 * P->sync_cap : 32;
        P->sync = xrealloc(P->sync, (size_t)P->sync_cap * sizeof *P->sync);
    }
    P->sync[P->nsync++] = snapshot(P, open_tok);
}

static bool is_open(unsigned k) { return k == TK_LBRACE || k == TK_LPAREN || k == TK_LBRACKET; }
static bool is_close(unsigned k) { return k == TK_RBRACE || k == TK_RPAREN || k == TK_RBRACKET; }

/* Where parsing goes on: after the first `;` from err on outside the
   brackets opened from err on, or at limit (the `}` of the body the
   sequence is in, or the end). Brackets the abandoned part opened before
   err count as closed, as the reference's missing-closer errors imply. */
static size_t resume_at(const struct parser *P, uint32_t err, size_t limit)
{
    long depth = 0;
    for (size_t i = err; i < limit; i++) {
        unsigned k = P->toks[i].kind;
        if (k == TK_EOF)
            return i;
        if (k == TK_SEMI && depth == 0)
            return i + 1;
        if (is_open(k))
            depth++;
        else if (is_close(k) && depth > 0)
            depth--;
    }
    return limit;
}

/* The reference has declared a declarator's name before the error that
   ends its declaration (`int x = ;`): later uses of x are no errors. */
static void declare_abandoned(struct parser *P, uint32_t first, uint32_t err)
{
    long depth = 0;
    struct scope *sc = sema_decl_scope(P->sema);
    for (uint32_t i = first; i < err; i++) {
        unsigned k = P->toks[i].kind;
        if (is_open(k))
            depth++;
        else if (is_close(k))
            depth--;
        else if (depth == 0 && k == TK_IDENT && (P->mark[i] & MK_DECLARED) && P->toks[i].id &&
                 (i == 0 || P->toks[i - 1].kind != TK_COLONCOLON) &&
                 !scope_find_local(sc, P->toks[i].id))
            sema_new_entity(P->sema, EK_VARIABLE, P->toks[i].id, sc);
    }
}

void pa_recover(struct parser *P, uint32_t first)
{
    uint32_t err = P->last_error_tok;
    if (first > err)
        first = err;
    /* the body the sequence is in: the innermost still open at the error
       that the abandoned part did not open */
    while (P->nsync > 0) {
        const struct parser_sync *s = &P->sync[P->nsync - 1];
        if (s->open < first && close_of(P, s->open) >= err)
            break;
        P->nsync--;
    }
    const struct parser_sync *s = P->nsync > 0 ? &P->sync[P->nsync - 1] : &P->sync_base;
    size_t limit = P->end;
    if (P->nsync > 0 && close_of(P, s->open) < limit)
        limit = close_of(P, s->open);
    size_t to = resume_at(P, err, limit);
    if (to <= err && P->error_repeat)
        to = err + 1;           /* the token failed twice: past it, or we loop */

    P->nspecs = s->nspecs;
    P->nfn = s->nfn;
    P->nns = s->nns;
    P->nclass = s->nclass;
    P->nenum = s->nenum;
    P->nprotos = s->nprotos;
    while (P->sema->depth > s->depth && P->sema->depth > 1)
        sema_pop(P->sema);
    declare_abandoned(P, first, err);
    P->qual = NULL;
    P->qual_set = P->qual_global = false;
    P->decl_scope = NULL;
    P->decl_scope_until = 0;
    P->template_of_close = NULL;
    P->pending_class_key = 0;
    P->cached_pending = 0;
    P->pos = to;
}
