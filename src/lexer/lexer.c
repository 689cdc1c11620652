/* Lexer glue: setup from the options, the token array, lexical diagnostics. */
#include "lexer/lexer.h"
#include "driver/options.h"
#include "util/xalloc.h"
#include <string.h>

void lex_dialect_changed(struct lexer *lx)
{
    const struct kw_dialect *d = &lx->dialect;
    lx->digit_separators = d->cxx ? d->std >= 201402L : d->std >= 202311L;
}

void lex_init(struct lexer *lx, struct intern_table *idents)
{
    memset(lx, 0, sizeof *lx);
    kw_dialect_default(&lx->dialect);
    lx->idents = idents;
    lex_dialect_changed(lx);
}

void lex_configure(struct lexer *lx, const struct cf_options *o)
{
    struct kw_dialect *d = &lx->dialect;
    d->cxx = !o->lang_c;
    d->std = o->lang_c ? o->c_std : o->cplusplus;
    d->host = o->host == HOST_CLANG ? KW_HOST_CLANG : o->host == HOST_MSVC ? KW_HOST_MSVC : KW_HOST_GNU;
    d->gnu_version = o->gnu_version;
    d->clang_version = o->clang_version;
    lex_dialect_changed(lx);
}

struct token *lex_push(struct lexer *lx, unsigned kind, unsigned flags, uint32_t off, uint32_t len)
{
    if (lx->ntoks == lx->cap) {
        lx->cap = lx->cap ? lx->cap * 2 : 4096;
        lx->toks = xrealloc(lx->toks, lx->cap * sizeof *lx->toks);
    }
    struct token *t = &lx->toks[lx->ntoks++];
    t->kind = (uint16_t)kind;
    t->flags = (uint16_t)flags;
    t->offset = off;
    t->len = len;
    t->suffix = len;
    t->id = NULL;
    return t;
}

void lex_diag_at(struct lexer *lx, uint32_t offset, unsigned number, int is_error)
{
    if (lx->ndiags == lx->diags_cap) {
        lx->diags_cap = lx->diags_cap ? lx->diags_cap * 2 : 16;
        lx->diags = xrealloc(lx->diags, lx->diags_cap * sizeof *lx->diags);
    }
    lx->diags[lx->ndiags++] = (struct lex_diag){offset, (uint16_t)number, (uint16_t)(is_error != 0)};
    if (is_error)
        lx->nerrors++;
    else
        lx->nwarnings++;
    if (!lx->defer_diags)
        lex_flush_diags(lx, UINT32_MAX);
}

void lex_flush_diags(struct lexer *lx, uint32_t upto)
{
    while (lx->diags_flushed < lx->ndiags && lx->diags[lx->diags_flushed].offset <= upto) {
        const struct lex_diag *d = &lx->diags[lx->diags_flushed++];
        if (lx->report)
            lx->report(lx, d);
    }
}

unsigned lex_file(struct lexer *lx, const struct source_buffer *src, const char *name)
{
    lx->buf = src->data;
    lx->size = src->size;
    linemap_init(&lx->lm, src->data, src->size, name);
    /* About one token per 5 bytes of a typical .ii; the array doubles as needed. */
    size_t guess = src->size / 5 + 1024;
    if (guess > lx->cap) {
        lx->cap = guess;
        struct token *t = xmalloc_large(lx->cap * sizeof *t);
        if (lx->ntoks)
            memcpy(t, lx->toks, lx->ntoks * sizeof *t);
        free(lx->toks);
        lx->toks = t;
    }
    lex_scan(lx);
    lex_push(lx, TK_EOF, TF_BOL | TF_SPACE, (uint32_t)src->size, 0);
    return lx->nerrors;
}

void lex_free(struct lexer *lx)
{
    free(lx->toks);
    free(lx->diags);
    linemap_free(&lx->lm);
    lx->toks = NULL;
    lx->diags = NULL;
    lx->ntoks = lx->cap = lx->ndiags = lx->diags_cap = 0;
}
