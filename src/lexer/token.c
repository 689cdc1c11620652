/* Token-kind display names. */
#include "lexer/token.h"
#include <stddef.h>

const char *const tok_kind_names[TK_COUNT] = {
#define X(n, s) [TK_##n] = s,
    TOK_SPECIAL_LIST(X)
    TOK_PUNCT_LIST(X)
#undef X
#define KW_KIND(n, s) [TK_##n] = s,
#include "generated/keyword_kinds.h"
#undef KW_KIND
};

const char *tok_kind_name(unsigned kind)
{
    if (kind >= TK_COUNT || !tok_kind_names[kind])
        return "<bad token kind>";
    return tok_kind_names[kind];
}
