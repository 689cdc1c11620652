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
#include "parser/brackets.h"
#include "util/xalloc.h"
#include "diag/diag.h"
#include "generated/diag_catalog.h"
#include "generated/cxx.gen.h"
#include <string.h>

void recover_free(struct parser *P)
{
    free(P->sync);
    P->sync = NULL;
    P->nsync = P->sync_cap = 0;
}

static struct parser_sync snapshot(const struct parser *P, uint32_t open_tok)
{
    return (struct parser_sync){ open_tok, P->nspecs, P->nfn, P->nns, P->nclass, P->nenum, P->nprotos,
                                 P->nlambdas,
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

/* The `}` of the body opened at open (the end when it is never closed). */
static uint32_t close_of(const struct parser *P, uint32_t open)
{
    uint32_t c = bracket_match(P, open);
    return c == NO_MATCH ? (uint32_t)P->ntoks : c;
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

/* Is the `;` at i one of a `for (;;)` head's? */
static bool in_for_head(const struct parser *P, uint32_t i)
{
    int depth = 0;
    for (uint32_t j = i; j-- > 0;) {
        unsigned k = P->toks[j].kind;
        if (k == TK_RPAREN)
            depth++;
        else if (k == TK_LPAREN && depth-- == 0)
            return j > 0 && P->toks[j - 1].kind == TK_FOR;
        else if (k == TK_LBRACE || k == TK_RBRACE)
            return false;
    }
    return false;
}

static bool is_open(unsigned k) { return k == TK_LBRACE || k == TK_LPAREN || k == TK_LBRACKET; }
static bool is_close(unsigned k) { return k == TK_RBRACE || k == TK_RPAREN || k == TK_RBRACKET; }

/* Does the `{` at i open a function's or a class's body (not a braced
   initializer)? */
static bool opens_declaration_body(const struct parser *P, size_t i)
{
    if (i == 0)
        return false;
    unsigned k = P->toks[i - 1].kind;
    return k != TK_EQ && k != TK_COMMA && k != TK_LPAREN && k != TK_LBRACE && k != TK_RETURN &&
           k != TK_LBRACKET;
}

/* Where parsing goes on: after the first `;` from err on outside the
   brackets opened from err on, or at limit (the `}` of the body the
   sequence is in, or the end). Brackets the abandoned part opened before
   err count as closed, as the reference's missing-closer errors imply.
   When a whole declaration is skipped (whole_decl), it also ends with the
   body of a function or class (and the `;` after it). */
static size_t resume_at(const struct parser *P, uint32_t err, size_t limit, bool whole_decl)
{
    long depth = 0;
    size_t body = 0;
    for (size_t i = err; i < limit; i++) {
        unsigned k = P->toks[i].kind;
        if (k == TK_EOF)
            return i;
        if (k == TK_SEMI && depth == 0)
            return i + 1;
        if (is_open(k)) {
            if (depth++ == 0 && k == TK_LBRACE && whole_decl && opens_declaration_body(P, i))
                body = i;
        } else if (is_close(k) && depth > 0) {
            if (--depth == 0 && body && k == TK_RBRACE)
                return i + 1 < limit && P->toks[i + 1].kind == TK_SEMI ? i + 2 : i + 1;
        }
    }
    return limit;
}

/* The reference warns where it goes on (the `;` it stopped after, or the
   `}` it stopped at) when that is 3 lines or more after the error. */
static void note_restart(struct parser *P, uint32_t err, size_t to)
{
    size_t at;
    if (to < P->ntoks && P->toks[to].kind == TK_RBRACE)
        at = to;
    else if (to > 0 && to - 1 < P->ntoks && P->toks[to - 1].kind == TK_SEMI)
        at = to - 1;
    else
        return;
    struct diag_loc a, b;
    linemap_diag_loc(&P->lx->lm, P->toks[err].offset, &a);
    linemap_diag_loc(&P->lx->lm, P->toks[at].offset, &b);
    if (a.file && b.file && strcmp(a.file, b.file) == 0 && b.line >= a.line + 3)
        parser_report(P, DIAG_end_of_flush, (uint32_t)at, NULL, 0);
}

/* The `(` of the statement head (`if (`, `while (`, `for (`, `switch (`)
   whose parentheses the error at err is in, or NO_MATCH. */
uint32_t recover_statement_head(const struct parser *P, uint32_t err)
{
    int depth = 0;
    for (uint32_t i = err; i-- > 0;) {
        unsigned k = P->toks[i].kind;
        if (k == TK_RPAREN || k == TK_RBRACKET) {
            depth++;
        } else if (k == TK_LPAREN || k == TK_LBRACKET) {
            if (depth-- > 0)
                continue;
            if (k == TK_LPAREN && i > 0) {
                unsigned h = P->toks[i - 1].kind;
                if (h == TK_IF || h == TK_WHILE || h == TK_FOR || h == TK_SWITCH)
                    return i;
            }
            depth = 0;      /* an inner group: look further out */
        } else if (k == TK_LBRACE || k == TK_RBRACE || (k == TK_SEMI && depth == 0 && !in_for_head(P, i))) {
            return NO_MATCH;
        }
    }
    return NO_MATCH;
}

/* Hand out `if (0)` (`while (0)`, `switch (0)`, `for (;;)`) for the
   abandoned head from lparen to rp: the body that follows, and an `else`,
   then parse in their statement. */
static void head_in_place(struct parser *P, uint32_t lparen, uint32_t rp)
{
    unsigned h = P->toks[lparen - 1].kind;
    int n = 0;
    P->synth[n] = h == TK_IF ? T_IF : h == TK_WHILE ? T_WHILE : h == TK_SWITCH ? T_SWITCH : T_FOR;
    P->synth_tok[n++] = lparen - 1;
    P->synth[n] = '(';
    P->synth_tok[n++] = lparen;
    if (h == TK_FOR) {
        P->synth[n] = ';';
        P->synth_tok[n++] = lparen;
        P->synth[n] = ';';
        P->synth_tok[n++] = lparen;
    } else {
        P->synth[n] = T_INTEGER_LITERAL;
        P->synth_tok[n++] = lparen;
    }
    P->synth[n] = ')';
    P->synth_tok[n++] = rp;
    P->nsynth = n;
    P->synth_at = 0;
}

/* After an error in a statement head the reference skips to the head's `)`
   and parses the body; with the `)` missing, it skips past the next `;`
   (or to the body's `}`) and then wants the statement the head governs. */
static size_t resume_after_head(struct parser *P, uint32_t lparen, uint32_t err, size_t limit, bool *want_statement)
{
    uint32_t rp = bracket_match(P, lparen);
    if (rp != NO_MATCH && rp > err && rp < limit) {
        bool plain = true;      /* no braces in between: really the head's `)` */
        for (uint32_t i = err; i < rp && plain; i++)
            plain = P->toks[i].kind != TK_LBRACE && P->toks[i].kind != TK_RBRACE;
        if (plain) {
            head_in_place(P, lparen, rp);
            return rp + 1;
        }
    }
    size_t to = resume_at(P, err, limit, false);
    *want_statement = to < P->ntoks && P->toks[to].kind == TK_RBRACE;
    return to;
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
    bool want_statement = false;
    size_t to = P->resume_at && P->resume_at <= limit && !P->error_repeat ? P->resume_at
              : P->head_error != NO_MATCH && !P->error_repeat
                    ? resume_after_head(P, P->head_error, err, limit, &want_statement)
                    : resume_at(P, err, limit, P->skip_declaration);
    P->resume_at = 0;
    P->skip_declaration = false;
    if (to <= err && P->error_repeat)
        to = err + 1;           /* the token failed twice: past it, or we loop */

    P->nspecs = s->nspecs;
    P->nfn = s->nfn;
    P->nns = s->nns;
    P->nclass = s->nclass;
    P->nenum = s->nenum;
    P->nprotos = s->nprotos;
    P->nlambdas = s->nlambdas;
    while (P->sema->depth > s->depth && P->sema->depth > 1)
        sema_pop(P->sema);
    if (!P->error_repeat)
        note_restart(P, err, to);
    if (want_statement)
        parser_report(P, DIAG_exp_statement, (uint32_t)to, NULL, 0);
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
