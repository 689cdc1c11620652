/* What the semantic core reads of the translation unit the parser built:
 * its tokens, the entity the token filter found for each name, and the
 * filter's per-token marks. The parser owns and fills these arrays; sema
 * and the later phases read them through this view, never through the
 * parser's own state. */
#ifndef CF_TU_VIEW_H
#define CF_TU_VIEW_H
#include <stddef.h>
#include <stdint.h>
#include "lexer/lexer.h"

struct entity;
struct sema;

#define TU_NO_TOKEN UINT32_MAX      /* no token */

/* Per-token marks set by the filter's look-ahead scans. */
enum {
    MK_TEMPLATE_CLOSE = 1u << 0,    /* this `>` closes a template argument/parameter list */
    MK_LAUNCH_CLOSE = 1u << 1,      /* this `>` starts the `>>>` closing a launch */
    MK_FOLD_OPEN = 1u << 2,         /* this `(` opens a fold expression */
    MK_ATTR_OPEN = 1u << 3,         /* this `[` starts `[[` */
    MK_ATTR_CLOSE = 1u << 4,        /* this `]` starts `]]` */
    MK_PARAM_KEY = 1u << 5,         /* class/typename introducing a template type parameter */
    MK_TEMPLATE_PARAMS = 1u << 6,   /* this `<` opens a template parameter list */
    MK_PARAMS_CLOSE = 1u << 7,      /* this `>` closes a template parameter list */
    MK_PARAMETER = 1u << 8,         /* this identifier names a parameter in view */
    MK_DECLARED = 1u << 9,          /* this identifier is a declarator's name */
    MK_LAMBDA = 1u << 10,           /* this `[` introduces a lambda */
    MK_NOT_TEMPLATE = 1u << 11,     /* this name was reported as no template (`texture<...> tex;`) */
};

struct tu_view {
    const struct token *toks;
    size_t ntoks;
    struct entity *const *ent;      /* per token: entity found for a name; for "::", the qualifier it ends;
                                       for an unnamed class's class-key, the class */
    const uint16_t *mark;           /* per token: MK_* */
    const char *buf;                /* the preprocessed input the tokens point into */
    struct sema *sema;
};

static inline unsigned tu_kind(const struct tu_view *V, uint32_t i)
{
    return i < V->ntoks ? V->toks[i].kind : TK_EOF;
}

/* The token at byte offset off (the first at or after it; ntoks: none). */
static inline uint32_t tu_token_at_offset(const struct tu_view *V, uint32_t off)
{
    uint32_t lo = 0, hi = (uint32_t)V->ntoks;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (V->toks[mid].offset < off)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* A literal operator's suffix after its `operator` at op, however it is
   written (one token `""_k`, or `""` then `_k`): the suffix's text, its
   length in *len, the token after it in *next; NULL when there is none. */
static inline const char *tu_literal_operator_suffix(const struct tu_view *V, uint32_t op, size_t *len,
                                                     uint32_t *next)
{
    const struct token *t = op + 1 < V->ntoks ? &V->toks[op + 1] : NULL;
    if (!t || t->kind != TK_STRING_LIT)
        return NULL;
    const char *text = V->buf + t->offset;
    if (t->len > 2 && text[0] == '"' && text[1] == '"') {
        *len = t->len - 2;
        *next = op + 2;
        return text + 2;
    }
    if (t->len == 2 && tu_kind(V, op + 2) == TK_IDENT) {
        *len = V->toks[op + 2].len;
        *next = op + 3;
        return V->buf + V->toks[op + 2].offset;
    }
    return NULL;
}

#endif
