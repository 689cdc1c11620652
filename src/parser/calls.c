/* What the parser still checks at a call, as it reads it: a callee name
   that is undefined (see checks.c), and the default arguments a
   declaration gives, which the semantic core asks for when it counts a
   call's arguments (sema/expr_type.c, wrong_argument_count). */
#include "parser/calls.h"
#include "parser/brackets.h"
#include "parser/checks.h"
#include "sema/type_read.h"
#include "sema/sema.h"

/* How many parameters of the function declared at e need an argument: the
   ones before the first with a default argument (in this declaration). -1
   when its parameter list is not where we look for it. */
int pa_required_params(const struct parser *P, const struct entity *e, int nparams)
{
    if (!e->type_toks)
        return -1;
    uint32_t lp = e->type_toks->name + 1;
    if (lp >= P->ntoks || P->toks[lp].kind != TK_LPAREN)
        return -1;
    uint32_t rp = bracket_match(P, lp);
    if (rp == NO_MATCH)
        return -1;
    /* parameter by parameter: the first with a default argument (its `=`
       outside brackets and template argument lists: `V<int> v = V<int>()`) */
    int index = 0;
    for (uint32_t i = lp + 1; i < rp && index < nparams; index++) {
        uint32_t end = type_read_element_end(&P->view, i, rp);
        if (end <= i)
            return -1;
        if (type_read_default_start(&P->view, i, end) < end)
            return index;
        i = end + 1;
    }
    return nparams;
}

void pa_check_call(struct parser *P, uint32_t first, uint32_t last, uint32_t lp, uint32_t rp)
{
    if (last >= P->ntoks || rp >= P->ntoks || P->toks[last].kind != TK_IDENT || bracket_match(P, lp) != rp)
        return;
    bool qualified = last >= first + 2 && P->toks[last - 1].kind == TK_COLONCOLON;
    if (!qualified && first == last && !P->ent[last] && rp > lp + 1)
        pa_check_called_name(P, last, lp);      /* `zz(x)`: undefined? */
}
