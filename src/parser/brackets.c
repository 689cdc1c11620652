/* Bracket matching over the whole token array, in one pass: each kind
 * (`()`, `[]`, `{}`) is matched on its own stack, so a stray closer of one
 * kind does not undo the others (garbage input stays linear). The filter
 * asks "where does this group end" for every `(` it hands out; scanning
 * for it each time made 100 000 nested parentheses quadratic. */
#include "parser/brackets.h"
#include "util/xalloc.h"

void brackets_init(struct parser *P)
{
    size_t n = P->ntoks;
    P->match = xmalloc_large((n + 1) * sizeof *P->match);
    uint32_t ellipses_cap = 64;
    P->ellipses = xmalloc(ellipses_cap * sizeof *P->ellipses);
    P->nellipses = 0;
    uint32_t *stack[3], top[3] = { 0, 0, 0 };
    for (int k = 0; k < 3; k++)
        stack[k] = xmalloc((n + 1) * sizeof *stack[k]);
    for (size_t i = 0; i < n; i++) {
        P->match[i] = NO_MATCH;
        unsigned kind = P->toks[i].kind;
        int k = kind == TK_LPAREN || kind == TK_RPAREN ? 0
              : kind == TK_LBRACKET || kind == TK_RBRACKET ? 1
              : kind == TK_LBRACE || kind == TK_RBRACE ? 2 : -1;
        if (kind == TK_ELLIPSIS) {
            if (P->nellipses == ellipses_cap) {
                ellipses_cap *= 2;
                P->ellipses = xrealloc(P->ellipses, ellipses_cap * sizeof *P->ellipses);
            }
            P->ellipses[P->nellipses++] = (uint32_t)i;
        }
        if (k < 0)
            continue;
        if (kind == TK_LPAREN || kind == TK_LBRACKET || kind == TK_LBRACE) {
            stack[k][top[k]++] = (uint32_t)i;
        } else if (top[k] > 0) {
            uint32_t o = stack[k][--top[k]];
            P->match[o] = (uint32_t)i;
            P->match[i] = o;
        }
    }
    for (int k = 0; k < 3; k++)
        free(stack[k]);
}

void brackets_free(struct parser *P)
{
    free(P->match);
    free(P->ellipses);
    P->match = P->ellipses = NULL;
    P->nellipses = 0;
}

uint32_t bracket_enclosing(const struct parser *P, uint32_t tok, bool stop_at_semi)
{
    for (uint32_t i = tok; i-- > 0;) {
        unsigned k = P->toks[i].kind;
        if (k == TK_RPAREN || k == TK_RBRACKET || k == TK_RBRACE) {
            uint32_t o = bracket_match(P, i);
            if (o == NO_MATCH)
                return NO_MATCH;    /* a stray closer: nothing to say */
            i = o;                  /* over the closed group */
        } else if (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE) {
            return i;
        } else if (stop_at_semi && k == TK_SEMI) {
            return i;
        }
    }
    return NO_MATCH;
}

uint32_t brackets_head_requires(const struct parser *P, uint32_t last)
{
    uint32_t j = last;
    for (int steps = 0; j >= 2 && j < P->ntoks && steps < 256; steps++, j--) {
        unsigned k = P->toks[j].kind;
        if (k == TK_RPAREN || k == TK_RBRACKET) {
            uint32_t o = bracket_match(P, j);
            if (o == NO_MATCH || o == 0)
                return NO_MATCH;
            j = o;
        } else if (k == TK_REQUIRES) {
            return P->toks[j - 1].kind == TK_GT && (P->mark[j - 1] & MK_PARAMS_CLOSE) ? j : NO_MATCH;
        } else if (k == TK_SEMI || k == TK_LBRACE || k == TK_RBRACE || k == TK_LPAREN || k == TK_LBRACKET ||
                   (k == TK_GT && (P->mark[j] & MK_PARAMS_CLOSE))) {
            return NO_MATCH;
        }
    }
    return NO_MATCH;
}
