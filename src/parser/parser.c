/* Running the grammar over a translation unit's tokens. */
#include "parser/parser.h"
#include "parser/syntax_error.h"
#include "parser/recover.h"
#include "parser/checks.h"
#include "parser/actions.h"
#include "parser/brackets.h"
#include "diag/diag.h"
#include "generated/cxx.gen.h"
#include "util/xalloc.h"
#include <stdarg.h>
#include <stdio.h>
#include <stddef.h>
#include <string.h>

void parser_init(struct parser *P, struct lexer *lx, struct sema *sema, struct arena *arena,
                 struct diag_engine *diag)
{
    memset(P, 0, sizeof *P);
    P->lx = lx;
    P->toks = lx->toks;
    P->ntoks = lx->ntoks;
    P->sema = sema;
    P->arena = arena;
    P->diag = diag;
    P->ent = xcalloc_large(P->ntoks + 1, sizeof *P->ent);
    P->mark = xcalloc_large(P->ntoks + 1, sizeof *P->mark);
    P->id_builtin_va_arg = intern(lx->idents, "__builtin_va_arg", 16);
    P->id_label = intern(lx->idents, "__label__", 9);
    P->id_type_pack_element = intern(lx->idents, "__type_pack_element", 19);
    P->id_make_integer_seq = intern(lx->idents, "__make_integer_seq", 18);
    P->root = P;
    P->end = P->ntoks;
    P->view = (struct tu_view){ P->toks, P->ntoks, P->ent, P->mark, lx->buf, sema };
    brackets_init(P);
}

void parser_free(struct parser *P)
{
    recover_free(P);
    brackets_free(P);
    free(P->cached);
    free(P->deferred);
    free(P->ent);
    free(P->mark);
    host_facts_free(&P->facts);
    free(P->lit_ops);
    P->lit_ops = NULL;
    P->ent = NULL;
    P->mark = NULL;
}

void parser_report(struct parser *P, enum diag_id id, uint32_t tok, const struct diag_arg *args, int nargs)
{
    struct diag_loc loc;
    linemap_diag_loc(&P->lx->lm, tok < P->ntoks ? P->toks[tok].offset : 0, &loc);
    diag_report(P->diag, id, &loc, args, nargs);
}

/* The input ends inside brackets: as the reference's recovery does, one
   error at the end for each closer (and `;`) missing, innermost first; a
   body's `{` is shown in a note. */
static bool report_unclosed_at_end(struct parser *P, uint32_t end)
{
    struct eof_closer closers[16];
    int n = syntax_error_closers_at_end(P, end, closers, 16);
    if (n == 0)
        return false;
    struct diag_loc at_end;
    memset(&at_end, 0, sizeof at_end);
    at_end.at_end = 1;
    for (int i = 0; i < n; i++) {
        if (closers[i].note_tok != NO_NOTE) {
            struct diag_loc at_open;
            linemap_diag_loc(&P->lx->lm, P->toks[closers[i].note_tok].offset, &at_open);
            diag_attach_note(P->diag, DIAG_matching_lbrace, &at_open);
        }
        diag_report(P->diag, closers[i].diag, &at_end, NULL, 0);
    }
    return true;
}

void cxxerror(CXXLTYPE *lloc, struct parser *P, const char *msg)
{
    uint32_t tok = lloc ? lloc->first : (uint32_t)(P->pos ? P->pos - 1 : 0);
    if (tok >= P->ntoks)
        tok = P->ntoks ? (uint32_t)P->ntoks - 1 : 0;
    if (recover_after_error(P, tok))
        return;
    P->errors++;
    if (P->root != P)
        P->root->errors++;
    if (getenv("CF_PARSE_DEBUG")) {
        fprintf(stderr, "parse: %s at token %u:", msg, tok);
        for (uint32_t i = tok > 12 ? tok - 12 : 0; i < tok + 6 && i < P->ntoks; i++)
            fprintf(stderr, "%s%.*s", i == tok ? " >>" : " ", (int)P->toks[i].len,
                    P->lx->buf + P->toks[i].offset);
        fputc('\n', stderr);
    }
    if (P->ntoks && P->toks[tok].kind == TK_EOF && report_unclosed_at_end(P, tok))
        return;
    pa_check_literal_at_error(P, tok);
    P->head_error = NO_MATCH;
    P->skip_declaration = false;
    P->resume_at = 0;
    if (syntax_error_type_parameter(P, tok, &P->resume_at))
        return;
    enum diag_id id = syntax_error_diag(P, tok, msg);
    parser_report(P, id, tok, NULL, 0);
    P->skip_declaration = id == DIAG_bad_template_declaration_scope;
    P->head_error = recover_statement_head(P, tok);
    if (id == DIAG_exp_primary_expr || id == DIAG_exp_type_specifier) {
        enum diag_id more = syntax_error_cascade(P, tok);
        if (more != DIAG_COUNT) {
            P->errors++;
            if (P->root != P)
                P->root->errors++;
            parser_report(P, more, tok, NULL, 0);
        }
    }
}

static bool trace_on;

int cxx_trace_fprintf(FILE *f, const char *fmt, ...)
{
    if (!trace_on)
        return 0;
    va_list ap;
    va_start(ap, fmt);
    int n = vfprintf(f, fmt, ap);
    va_end(ap);
    return n;
}

/* Parse the cached bodies [from, to) of P, each in the scopes it was met in
   plus its function's parameter scope, with a parser of its own over the
   same token array. */
void parser_run_cached(struct parser *P, size_t from, size_t to)
{
    struct sema *s = P->sema;
    int saved_depth = s->depth;
    struct scope **saved = xmalloc((size_t)saved_depth * sizeof *saved);
    memcpy(saved, s->stack, (size_t)saved_depth * sizeof *saved);
    for (size_t k = from; k < to; k++) {
        struct cached_body cb = P->cached[k];   /* copy: the array may grow */
        memcpy(s->stack, cb.stack, (size_t)cb.depth * sizeof *s->stack);
        s->depth = cb.depth;
        struct scope *fs = scope_new(P->arena, SK_FUNCTION_PARAMS, NULL, sema_current(s));
        pa_declare_parameters(P, cb.params, fs);
        sema_push(s, fs);
        struct parser sub;
        memcpy(&sub, P, offsetof(struct parser, specs));    /* not the stacks: they start empty */
        sub.pos = cb.first;
        sub.end = (size_t)cb.last + 1;
        sub.start_token = cb.start;
        sub.nspecs = sub.nfn = sub.nns = sub.nclass = sub.nenum = sub.nlambdas = 0;
        sub.body_parent = cb.parent;
        sub.cached = NULL;
        sub.ncached = sub.cached_cap = sub.cached_from = sub.cached_pending = 0;
        sub.qual = NULL;
        sub.qual_set = sub.qual_global = false;
        sub.decl_scope = NULL;
        sub.deferred = NULL;
        sub.ndeferred = sub.deferred_cap = 0;
        sub.sync = NULL;
        sub.nsync = sub.sync_cap = 0;
        sub.recover_pending = false;
        sub.nsynth = sub.synth_at = 0;
        sub.resume_at = 0;
        sub.head_error = UINT32_MAX;
        recover_begin(&sub);
        cxxparse(&sub);
        recover_free(&sub);
        free(sub.cached);
    }
    memcpy(s->stack, saved, (size_t)saved_depth * sizeof *saved);
    s->depth = saved_depth;
    free(saved);
}

unsigned parser_run(struct parser *P)
{
    if (P->ntoks == 0)
        return 0;
    const char *dbg = getenv("CF_PARSE_DEBUG");
    trace_on = dbg && dbg[0];
    cxxdebug = dbg && dbg[0] == '2';
    P->trace_tokens = dbg && dbg[0] == '3';
    recover_begin(P);
    int rc = cxxparse(P);
    if (rc != 0 && P->errors == 0) {
        /* memory exhausted or an ambiguity the grammar does not settle */
        cxxerror(NULL, P, "syntax error");
    }
    return P->errors;
}
