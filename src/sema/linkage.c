/* Language linkage from the tokens (see linkage.h). */
#include "sema/linkage.h"

static bool is_c_string(const struct tu_view *V, uint32_t i)
{
    return V->toks[i].kind == TK_STRING_LIT && V->toks[i].len == 3 && V->buf[V->toks[i].offset + 1] == 'C';
}

bool linkage_c_block(const struct tu_view *V, uint32_t at)
{
    bool stack[256];
    int depth = 0, overflow = 0;
    bool lang_c = false;
    for (uint32_t i = 0; i < at && i < V->ntoks; i++) {
        unsigned k = V->toks[i].kind;
        if (k == TK_LBRACE) {
            bool c = lang_c;
            if (i >= 2 && V->toks[i - 1].kind == TK_STRING_LIT && V->toks[i - 2].kind == TK_EXTERN)
                c = is_c_string(V, i - 1);
            if (depth < 256)
                stack[depth++] = lang_c;
            else
                overflow++;
            lang_c = c;
        } else if (k == TK_RBRACE) {
            if (overflow)
                overflow--;
            else if (depth > 0)
                lang_c = stack[--depth];
        }
    }
    return lang_c;
}

bool linkage_c_declaration(const struct tu_view *V, uint32_t first)
{
    if (first >= 2 && first < V->ntoks && V->toks[first - 1].kind == TK_STRING_LIT &&
        V->toks[first - 2].kind == TK_EXTERN)
        return is_c_string(V, first - 1);
    return linkage_c_block(V, first);
}
