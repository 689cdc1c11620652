/* Pragmas handled before parsing (see pragmas.h). */
#include "driver/pragmas.h"
#include <string.h>

/* Start of the physical line holding offset. */
static uint32_t line_start(const char *buf, uint32_t offset)
{
    while (offset > 0 && buf[offset - 1] != '\n')
        offset--;
    return offset;
}

/* The pragma's first word is name. */
static bool pragma_is(const struct lexer *lx, const struct token *t, const char *name)
{
    const char *p = lx->buf + t->offset, *end = p + t->len;
    while (p < end && (*p == ' ' || *p == '\t'))
        p++;
    size_t n = strlen(name);
    return (size_t)(end - p) >= n && memcmp(p, name, n) == 0 &&
           ((size_t)(end - p) == n || p[n] == ' ' || p[n] == '\t' || p[n] == '(');
}

/* Braces a pragma can stand in: a namespace or linkage block, or statements. */
enum brace { BR_NAMESPACE, BR_OTHER };

static enum brace brace_kind(const struct lexer *lx, size_t i)
{
    /* namespace N {, namespace {, inline namespace a::b {, extern "C" { */
    size_t j = i;
    while (j > 0 && (lx->toks[j - 1].kind == TK_IDENT || lx->toks[j - 1].kind == TK_COLONCOLON))
        j--;
    if (j > 0 && lx->toks[j - 1].kind == TK_NAMESPACE)
        return BR_NAMESPACE;
    if (i >= 2 && lx->toks[i - 1].kind == TK_STRING_LIT && lx->toks[i - 2].kind == TK_EXTERN)
        return BR_NAMESPACE;
    return BR_OTHER;
}

void apply_pragmas(struct lexer *lx, struct diag_engine *diag, struct edit_list *edits)
{
    enum { MAX_DEPTH = 4096 };
    static unsigned char stack[MAX_DEPTH];
    size_t depth = 0;
    for (size_t i = 0; i < lx->ntoks; i++) {
        const struct token *t = &lx->toks[i];
        if (t->kind == TK_LBRACE) {
            if (depth < MAX_DEPTH)
                stack[depth] = (unsigned char)brace_kind(lx, i);
            depth++;
            continue;
        }
        if (t->kind == TK_RBRACE) {
            if (depth > 0)
                depth--;
            continue;
        }
        if (t->kind != TK_PRAGMA)
            continue;
        struct diag_loc loc;
        linemap_diag_loc(&lx->lm, t->offset, &loc);
        bool consume = diag_pragma(diag, lx->buf + t->offset, t->len, &loc) || pragma_is(lx, t, "nv_abi");
        bool outside_functions = depth == 0 || (depth <= MAX_DEPTH && stack[depth - 1] == BR_NAMESPACE);
        if (!consume && outside_functions && pragma_is(lx, t, "unroll")) {
            diag_report(diag, DIAG_pragma_must_precede_statement, &loc, NULL, 0);
            consume = true;
        }
        if (consume) {
            uint32_t from = line_start(lx->buf, t->offset);
            edits_replace(edits, from, t->offset + t->len, "", 0);
        }
    }
}
