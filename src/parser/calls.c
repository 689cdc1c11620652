/* What the parser checks at a call, as it reads it: a callee name that is
   undefined (see checks.c); the default arguments a declaration gives,
   which the semantic core asks for when it counts a call's arguments
   (sema/expr_type.c, wrong_argument_count). Outside function bodies
   (initializers of namespace-scope variables and members, default
   arguments, mem-initializers, enumerators), where full-expressions are
   not typed, calls are counted here: only where the callee is known for
   sure (one function of that name, every declaration of one signature,
   found where no using-directive or using-declaration could add
   overloads, and for unqualified names arguments of fundamental types
   only, so argument-dependent lookup cannot add any). */
#include "parser/calls.h"
#include "parser/brackets.h"
#include "parser/checks.h"
#include "sema/type_read.h"
#include "sema/sema.h"

/* The arguments between lp and rp: how many, and where the k-th starts
   (firsts[0..max)). -1 when a pack expansion makes the count unknown. */
static int count_arguments(const struct parser *P, uint32_t lp, uint32_t rp, uint32_t *firsts, int max)
{
    if (rp == lp + 1)
        return 0;
    int n = 0;
    uint32_t start = lp + 1;
    for (uint32_t i = lp + 1; i <= rp; i++) {
        unsigned k = P->toks[i].kind;
        if (i == rp || k == TK_COMMA) {
            if (n < max)
                firsts[n] = start;
            n++;
            start = i + 1;
            continue;
        }
        if (k == TK_ELLIPSIS)
            return -1;
        uint32_t m = (k == TK_LPAREN || k == TK_LBRACKET || k == TK_LBRACE ||
                      (k == TK_LT && type_read_template_open(&P->view, i))) ? bracket_match(P, i) : NO_MATCH;
        if (m != NO_MATCH && m > i && m < rp)
            i = m;
        else if (k == TK_LT && type_read_template_open(&P->view, i))
            return -1;      /* a template-id whose `>` we did not pair */
    }
    return n;
}

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

/* Is some active scope (or the one the function is declared in) open to
   overloads from elsewhere: a using-directive, an inline namespace? */
static bool scopes_import_names(const struct parser *P, const struct scope *home)
{
    return home->usings || home->inline_namespaces || pa_using_directives_in_view(P);
}

void pa_check_call(struct parser *P, uint32_t first, uint32_t last, uint32_t lp, uint32_t rp)
{
    if (last >= P->ntoks || rp >= P->ntoks || P->toks[last].kind != TK_IDENT || bracket_match(P, lp) != rp)
        return;
    bool qualified = last >= first + 2 && P->toks[last - 1].kind == TK_COLONCOLON;
    if (!qualified && first != last)
        return;     /* a member call, a template-id, a parenthesised callee */
    struct entity *e = P->ent[last];
    if (!e && !qualified && rp > lp + 1) {
        pa_check_called_name(P, last, lp);      /* `zz(x)`: undefined? */
        return;
    }
    if (!e || e->kind != EK_FUNCTION || !e->parent)
        return;
    if (parser_current_function(P) || P->nlambdas > 0)
        return;     /* in a function body: sema counts it with its full-expression */
    if (!qualified && (!pa_arguments_without_adl(P, lp) || scopes_import_names(P, e->parent)))
        return;     /* argument-dependent lookup or imported overloads may add candidates */
    if (qualified && !pa_arguments_without_adl(P, lp) && pa_in_template_context(P))
        return;     /* arguments that may depend on template parameters */
    /* one function: every declaration of the name in its scope has its signature */
    const struct type *t = type_read_entity(&P->view, e);
    if (!t || t->canon->kind != TY_FUNCTION)
        return;
    t = t->canon;
    int nparams = t->nargs, required = nparams;
    for (struct entity *x = scope_find_local(e->parent, e->name); x; x = x->next) {
        if (x->name != e->name)
            continue;
        const struct type *xt = x->kind == EK_FUNCTION ? type_read_entity(&P->view, x) : NULL;
        if (!xt || xt->canon != t)
            return;     /* an overload, a template, a using-declaration, an unread type */
        if (x->qualified_redecl)
            return;     /* defaults a qualified definition may add, not read */
        int r = pa_required_params(P, x, nparams);
        if (r < 0)
            return;
        if (r < required)
            required = r;
    }
    uint32_t firsts[TYPE_MAX_ARGS + 1];
    int nargs = count_arguments(P, lp, rp, firsts, TYPE_MAX_ARGS + 1);
    if (nargs < 0)
        return;
    if (nargs > nparams && !t->variadic)
        parser_report(P, DIAG_too_many_arguments, firsts[nparams], NULL, 0);
    else if (nargs < required)
        parser_report(P, DIAG_too_few_arguments, rp, NULL, 0);
}
