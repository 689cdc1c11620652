/* The token array's brackets matched once, for the filter's look-ahead and
   for error recovery (see brackets.c). */
#ifndef CF_BRACKETS_H
#define CF_BRACKETS_H
#include "parser/parser.h"

#define NO_MATCH UINT32_MAX

void brackets_init(struct parser *P);
void brackets_free(struct parser *P);

/* The `)`/`]`/`}` closing the opener at i, or the opener of the closer at i;
   NO_MATCH when there is none (or i is no bracket). */
static inline uint32_t bracket_match(const struct parser *P, size_t i)
{
    return i < P->ntoks ? P->match[i] : NO_MATCH;
}

/* Walking back from tok over the groups closed before it: the innermost
   `(`, `[` or `{` still open at tok, or (stop_at_semi) the `;` outside
   brackets met first; NO_MATCH when there is neither. */
uint32_t bracket_enclosing(const struct parser *P, uint32_t tok, bool stop_at_semi);

/* When the token at last ends a template head's requires-clause
   (`template <class U> requires C<U> && true`), its `requires`; else
   NO_MATCH. Walked back over the constraint (its groups skipped) to a
   `requires` right after the head's `>`. */
uint32_t brackets_head_requires(const struct parser *P, uint32_t last);

/* Is there a `...` strictly between tokens a and b (a < b)? */
static inline bool ellipsis_between(const struct parser *P, size_t a, size_t b)
{
    uint32_t lo = 0, hi = P->nellipses;     /* the first `...` after a */
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (P->ellipses[mid] <= a)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < P->nellipses && P->ellipses[lo] < b;
}

#endif
